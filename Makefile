# Reel: `make demo` renders every scene in scenes/ into out/; `make test` runs the test suite
# (Swift tests, then the browser tests).
SCENES := $(wildcard scenes/*.yaml)
REEL := .build/release/reel
GALLERY := bar-chart line-chart gauge pie-chart step-progress flo-counter gradient-line wave live-line

.PHONY: deps build demo gallery test browser-test lottie-test cluster-test bench docs api-docs sounds examples fuzz clean

deps:
	@./scripts/install-deps.sh

# Swift's runtime and Foundation are linked into the binary: the dynamic loader's relocations
# were a fifth of `reel still` (docs/benchmarks.md). Build `reel` only through here, since a
# build with other flags in the same .build/ starts over.
build: deps
	swift build -c release --product reel --static-swift-stdlib

demo: build
	@mkdir -p out
	@for scene in $(SCENES); do \
	  name=$$(basename $$scene .yaml); \
	  echo "rendering $$scene"; \
	  $(REEL) render $$scene -o out/$$name.mp4 --quiet || exit 1; \
	  $(REEL) render $$scene -o out/$$name.gif --quiet || exit 1; \
	  $(REEL) still $$scene --poster -o out/$$name.png || exit 1; \
	done
	@ls -l out

# Refreshes the README's GIF gallery (docs/gallery) from `make demo`'s output.
gallery: demo
	@mkdir -p docs/gallery
	@for name in $(GALLERY); do cp out/$$name.gif docs/gallery/$$name.gif || exit 1; done
	@ls -l docs/gallery

test: deps
	swift build --build-tests
	swift test --skip-build
	./scripts/browser-tests.sh
	./scripts/lottie-tests.sh

# Only the browser tests (Tests/Browser, pytest + Playwright + Debian's chromium); after a build.
browser-test: deps
	swift build --build-tests
	./scripts/browser-tests.sh

# Only the Lottie tests (Tests/Lottie: schema validation, rlottie and ThorVG against reel still).
lottie-test: deps
	swift build --build-tests
	./scripts/lottie-tests.sh

# Runs the Slurm recipe (deploy/slurm/submit.sh) on a private one-node Slurm cluster started
# here (installs slurm-wlm and munge if missing) and checks the joined file against a whole
# render; every daemon it starts is stopped when it ends. Uses the release build.
cluster-test: build
	./scripts/cluster-test.sh

# Regenerates docs/scene.schema.json and the key tables of docs/scene-format.md from the decoder.
docs: deps
	swift build --build-tests
	REEL_RECORD_SCHEMA=1 swift test --skip-build --filter SchemaTests

# Builds the library's API reference (DocC, a static site per module) into out/api-docs/.
api-docs: deps
	./scripts/api-docs.sh

# Fuzzes scene decoding, evaluation and rendering for FUZZ_SECONDS (default 60); findings go to
# Fuzz/.findings/. Not part of `make test`: it builds its own package with sanitizers.
fuzz: deps
	FUZZ_SECONDS=$(or $(FUZZ_SECONDS),60) ./scripts/fuzz.sh

# Builds the Swift examples in Examples/ (a package of their own) and runs each one into
# out/examples/: a video and a few stills per example.
EXAMPLES := hello sales-deck city-race deck gapminder quarterly-sales
examples: build
	@mkdir -p out
	cd Examples && swift build -c release > ../out/examples-build.log 2>&1 || { cat ../out/examples-build.log; exit 1; }
	@cat out/examples-build.log
	@# A program using the library alone (the examples depend on it with `traits: []`) resolves
	@# none of the reel command's packages and builds without a warning from SwiftPM.
	@cd Examples && ! swift package show-dependencies --format flatlist | grep -x -E 'swift-argument-parser|hummingbird|swift-nio|swift-log|zipfoundation' \
	  || { echo "the examples depend on the reel command's packages" >&2; exit 1; }
	@! grep '^warning: ' out/examples-build.log || { echo "the library's build has SwiftPM warnings" >&2; exit 1; }
	@rm -rf out/examples && mkdir -p out/examples
	@for example in $(EXAMPLES); do \
	  echo "running $$example"; \
	  Examples/.build/release/$$example out/examples || exit 1; \
	done
	@# Each example writes its scene file only when it decodes back equal; `reel validate` must
	@# then read every one (one per example) without a problem.
	@test $$(ls out/examples/*.yaml | wc -l) -eq $$(echo $(EXAMPLES) | wc -w) || { echo "an example wrote no scene file" >&2; exit 1; }
	@for scene in out/examples/*.yaml; do .build/release/reel validate $$scene || exit 1; done
	@ls -l out/examples

# Regenerates scenes/sounds/ (the presentation's pad and chime) with Python's standard library.
sounds:
	python3 scripts/make-sounds.py

bench: deps
	cd Benchmarks && swift package benchmark
	cd Benchmarks && swift run -c release EncodeRatio
	cd Benchmarks && swift run -c release ChartLayoutRatio
	python3 Benchmarks/Raster/raster.py
	python3 Benchmarks/Floor/floor.py
	Benchmarks/Scale/peak-memory.sh
	Benchmarks/BarRace/compare.sh
	python3 Benchmarks/Plotly/compare.py

clean:
	rm -rf .build out
