import { useEffect, useRef, useState } from "react";
import type { Home } from "~/lib/content-schema";
import { posterUrl } from "~/lib/media";
import { useHydrated } from "~/lib/use-hydrated";

type NetworkInformation = { saveData?: boolean };

/**
 * The muted, looping welcome video with a visible pause/play button (WCAG 2.2.2). The page renders only
 * its poster (its first frame); the video file is attached once the page has loaded, so it never competes
 * with the largest paint, and never for a reader who asked to save data or for reduced motion: they see
 * the poster until they press play.
 */
export function HomeVideo({ video }: { video: Home["video"] }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [src, setSrc] = useState<string>();
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (connection?.saveData || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const attach = () => setSrc(video.src);
    if (document.readyState === "complete") return attach();
    window.addEventListener("load", attach, { once: true });
    return () => window.removeEventListener("load", attach);
  }, [video.src]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    // Pressing play is the reader's choice to download it; `autoPlay` starts it once it has a source.
    if (!src) setSrc(video.src);
    else if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <figure className="home-video">
      <video
        ref={ref}
        src={src}
        poster={posterUrl(video.poster)}
        muted
        loop
        autoPlay
        playsInline
        preload="none"
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
