import { useEffect, useRef, useState } from "react";
import type { Home } from "~/lib/content-schema";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The muted, looping welcome video with a visible pause/play button (WCAG 2.2.2).
 * Readers who ask for reduced motion see the poster until they press play.
 */
export function HomeVideo({ video }: { video: Home["video"] }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);
  const hydrated = useHydrated();

  useEffect(() => {
    const element = ref.current;
    if (element && window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      element.pause();
      setPlaying(false);
    }
  }, []);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <figure className="home-video">
      <video
        ref={ref}
        src={video.src}
        poster={video.poster}
        muted
        loop
        autoPlay
        playsInline
        preload="metadata"
        aria-label={video.label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      {/* Only with JavaScript: without it the button could do nothing. */}
      {hydrated && (
        <button type="button" className="media-toggle" onClick={toggle}>
          {playing ? "Pause video" : "Play video"}
        </button>
      )}
    </figure>
  );
}
