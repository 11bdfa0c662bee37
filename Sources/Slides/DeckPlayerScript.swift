/// The deck's player, inline in `index.html`.
///
/// Every slide has a video segment and a still of the frame it pauses on. The stage stacks the
/// stills (hidden but decoded) and two video elements; one layer is in front at a time. A video
/// that starts is put in front only once its first frame has been presented
/// (`requestVideoFrameCallback`), so until then the outgoing picture stays: no empty or black
/// frame ever shows. When a segment ends, its still takes the front in the same frame as the
/// video's last frame, which it is (decoded from the segment, converted as Chromium converts
/// video), so nothing jumps. Going back puts the previous
/// slide's still in front at once, without loading or replaying anything. The second video
/// element preloads the next slide's segment underneath the front layer.
enum DeckPlayerScript {
    static let javaScript = #"""
    (() => {
      'use strict';
      const data = JSON.parse(document.getElementById('deck-data').textContent);
      const deck = document.getElementById('deck');
      const stage = document.getElementById('stage');
      const slides = data.slides;

      // A single-file deck carries its files as data: URIs; blob: URLs play everywhere.
      function sourceURL(source) {
        if (!source.startsWith('data:')) return source;
        const comma = source.indexOf(',');
        const type = source.slice(5, source.indexOf(';'));
        const text = atob(source.slice(comma + 1));
        const bytes = new Uint8Array(text.length);
        for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
        return URL.createObjectURL(new Blob([bytes], { type }));
      }
      const videoURLs = slides.map(slide => sourceURL(slide.video));
      const stillURLs = slides.map(slide => sourceURL(slide.still));

      const stills = slides.map((slide, i) => {
        const image = document.createElement('img');
        image.className = 'layer still';
        image.decoding = 'sync';
        image.alt = slide.title || ('Slide ' + slide.number);
        image.dataset.slide = String(slide.number);
        image.src = stillURLs[i];
        image.decode().catch(() => {});
        stage.appendChild(image);
        return image;
      });
      const players = [0, 1].map(() => {
        const video = document.createElement('video');
        video.className = 'layer video';
        video.muted = true;
        video.playsInline = true;
        video.preload = 'auto';
        video.disablePictureInPicture = true;
        stage.appendChild(video);
        return video;
      });

      let current = 0;
      let front = null;
      // Browsers play sound only after a gesture: slide 1 starts muted, later slides with sound.
      let heard = false;
      // Each change takes a new token; callbacks of an earlier change see a stale one and stop.
      let token = 0;

      // Puts `layer` in front in one step: the hidden stills stay hidden, the videos stay
      // underneath (a video must stay rendered to present its frames).
      function setFront(layer) {
        layer.style.visibility = 'visible';
        layer.style.zIndex = '2';
        for (const still of stills) if (still !== layer) still.style.visibility = 'hidden';
        for (const video of players) if (video !== layer) video.style.zIndex = '1';
        front = layer;
      }

      function setState(index, state) {
        current = index;
        deck.dataset.slide = String(index + 1);
        deck.dataset.state = state;
        const title = slides[index].title;
        document.title = (title ? title + ' · ' : '') + data.title;
        updateSpeaker();
      }

      // A video element holding slide `index`'s segment, loading it if neither does; never the
      // one in front.
      function playerFor(index) {
        const want = String(index + 1);
        const holding = players.find(video => video.dataset.slide === want);
        if (holding) return holding;
        const free = players.find(video => video !== front) || players[0];
        free.dataset.slide = want;
        free.src = videoURLs[index];
        return free;
      }

      function preload(index) {
        if (index >= 0 && index < slides.length) playerFor(index);
      }

      function play(index) {
        const mine = ++token;
        const video = playerFor(index);
        for (const other of players) if (other !== video) other.pause();
        setState(index, 'playing');
        video.loop = !!slides[index].loop;
        if (video.currentTime !== 0) video.currentTime = 0;
        const presented = () => {
          if (mine !== token) return;
          setFront(video);
          preload(index + 1);
        };
        if ('requestVideoFrameCallback' in video) {
          video.requestVideoFrameCallback(presented);
        } else {
          video.addEventListener('playing', () => requestAnimationFrame(() => requestAnimationFrame(presented)), { once: true });
        }
        video.onended = () => {
          if (mine !== token) return;
          pauseOn(index);
        };
        video.muted = !heard;
        video.play().catch(() => {
          // No gesture in this window (a key pressed in the speaker view): play silently.
          video.muted = true;
          video.play().catch(() => {});
        });
      }

      // Shows slide `index`'s last frame at once, paused.
      function pauseOn(index) {
        ++token;
        for (const video of players) video.pause();
        setFront(stills[index]);
        setState(index, 'paused');
        preload(index + 1);
      }

      function next() {
        if (current + 1 < slides.length) play(current + 1);
        else if (deck.dataset.state === 'playing') pauseOn(current);
      }

      function back() {
        if (current > 0) pauseOn(current - 1);
      }

      function toggleFullscreen() {
        if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
        else deck.requestFullscreen().catch(() => {});
      }

      // Fits the stage to the window (never enlarging it outside full screen).
      function fit() {
        const scale = Math.min(innerWidth / data.width, innerHeight / data.height);
        const fitted = document.fullscreenElement ? scale : Math.min(1, scale);
        stage.style.transform = fitted === 1 ? '' : 'scale(' + fitted + ')';
      }
      addEventListener('resize', fit);
      document.addEventListener('fullscreenchange', fit);
      fit();

      // The speaker view: a window of its own with the notes, the current and the next slide
      // (each at its last frame) and a clock. It is built from here, so it needs no file.
      let speaker = null;
      const started = Date.now();
      function openSpeaker() {
        if (speaker && !speaker.closed) { speaker.focus(); return; }
        speaker = window.open('', 'reel-speaker', 'popup,width=1100,height=720');
        if (!speaker) return;
        const doc = speaker.document;
        doc.title = 'Speaker view · ' + data.title;
        const style = doc.createElement('style');
        style.textContent = SPEAKER_CSS;
        doc.head.appendChild(style);
        doc.body.innerHTML = '<header><span id="position"></span><span id="clock"></span></header>' +
          '<figure><img id="current" alt=""><figcaption id="current-title"></figcaption></figure>' +
          '<figure><img id="next" alt=""><figcaption id="next-title"></figcaption></figure>' +
          '<div id="notes"></div>';
        doc.addEventListener('keydown', onKey);
        updateSpeaker();
      }
      function two(n) { return String(n).padStart(2, '0'); }
      function updateClock() {
        if (!speaker || speaker.closed) return;
        const clock = speaker.document.getElementById('clock');
        if (!clock) return;
        const elapsed = Math.floor((Date.now() - started) / 1000);
        const now = new Date();
        clock.textContent = two(Math.floor(elapsed / 60)) + ':' + two(elapsed % 60) + '  ·  ' + two(now.getHours()) + ':' + two(now.getMinutes());
      }
      function updateSpeaker() {
        if (!speaker || speaker.closed) return;
        const doc = speaker.document;
        const slide = slides[current];
        const following = slides[current + 1];
        doc.getElementById('position').textContent = 'Slide ' + slide.number + ' of ' + slides.length + ' · ' + deck.dataset.state;
        doc.getElementById('current').src = stillURLs[current];
        doc.getElementById('current-title').textContent = 'Now: ' + (slide.title || 'Slide ' + slide.number);
        const nextImage = doc.getElementById('next');
        nextImage.style.visibility = following ? 'visible' : 'hidden';
        if (following) nextImage.src = stillURLs[current + 1];
        doc.getElementById('next-title').textContent = following ? 'Next: ' + (following.title || 'Slide ' + following.number) : 'End of the deck';
        doc.getElementById('notes').textContent = slide.notes || '';
        updateClock();
      }
      setInterval(updateClock, 1000);

      function onKey(event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        heard = true;
        switch (event.key) {
          case 'ArrowRight': case ' ': case 'Spacebar': case 'PageDown': next(); break;
          case 'ArrowLeft': case 'PageUp': back(); break;
          case 'Home': play(0); break;
          case 'End': pauseOn(slides.length - 1); break;
          case 'f': case 'F': toggleFullscreen(); break;
          case 's': case 'S': openSpeaker(); break;
          default: return;
        }
        event.preventDefault();
      }
      document.addEventListener('keydown', onKey);

      // The pointer hides while it rests on the deck.
      let idleTimer = 0;
      document.addEventListener('mousemove', () => {
        deck.classList.remove('idle');
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => deck.classList.add('idle'), 2000);
      });

      const SPEAKER_CSS = document.getElementById('speaker-style').textContent;
      deck.focus();
      play(0);
    })();
    """#
}
