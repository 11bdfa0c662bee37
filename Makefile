# Reel: `make demo` renders every scene in scenes/ into out/; `make test` runs the test suite.
SCENES := $(wildcard scenes/*.yaml)
REEL := .build/release/reel

.PHONY: deps build demo test bench docs clean

deps:
	@./scripts/install-deps.sh

build: deps
	swift build -c release --product reel

demo: build
	@mkdir -p out
	@for scene in $(SCENES); do \
	  name=$$(basename $$scene .yaml); \
	  echo "rendering $$scene"; \
	  $(REEL) render $$scene -o out/$$name.mp4 --quiet || exit 1; \
	  $(REEL) still $$scene --poster -o out/$$name.png || exit 1; \
	done
	@ls -l out

test: deps
	swift build --build-tests
	swift test --skip-build

# Regenerates docs/scene.schema.json and the key tables of docs/scene-format.md from the decoder.
docs: deps
	swift build --build-tests
	REEL_RECORD_SCHEMA=1 swift test --skip-build --filter SchemaTests

bench: deps
	cd Benchmarks && swift package benchmark

clean:
	rm -rf .build out
