# Reel on Debian 12 with Swift 6.3: the image deploy/kubernetes/ refers to.
#   docker build -t registry.example/reel:latest .
FROM swift:6.3-bookworm AS build
WORKDIR /src
COPY scripts/install-deps.sh scripts/
RUN apt-get update && ./scripts/install-deps.sh
COPY . .
RUN swift build -c release --product reel --static-swift-stdlib

FROM debian:12-slim
# The runtime libraries Reel links (Cairo/Pango, libimagequant, libjpeg, libwebp, libdeflate and
# ISA-L for PNG) or opens on first
# use (FFmpeg: `reel render`, not `reel still`), and fonts.
RUN apt-get update && apt-get install -y --no-install-recommends \
      libcairo2 libpango-1.0-0 libpangocairo-1.0-0 libfontconfig1 \
      libavcodec59 libavformat59 libswscale6 libswresample4 libavutil57 \
      libimagequant0 libjpeg62-turbo libwebp7 libwebpmux3 libwebpdemux2 libdeflate0 libisal2 \
      fonts-dejavu-core fonts-wqy-microhei fonts-inter ca-certificates \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/.build/release/reel /usr/local/bin/reel
COPY deploy /opt/reel/deploy
COPY scripts/render-parallel.sh /opt/reel/scripts/
ENTRYPOINT ["reel"]
