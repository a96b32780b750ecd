import { useEffect, useRef, useState } from "react";
import type { Home } from "../../lib/content/schema";
import { posterUrl, useMediaEntry } from "~/lib/media";
import { langOf, plain } from "../../lib/site/language";
import { useHydrated } from "~/lib/use-hydrated";
import { useSite } from "~/lib/use-site";

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
  const { playVideo, pauseVideo } = useSite().words.home;
  const poster = posterUrl({ src: video.poster, entry: useMediaEntry(video.poster) });

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
      {/* The poster is the first thing a phone paints: fetched with the page (React puts the link in the head). */}
      <link rel="preload" href={poster} as="image" fetchPriority="high" />
      <video
        ref={ref}
        src={src}
        poster={poster}
        muted
        loop
        autoPlay
        playsInline
        preload="none"
        aria-label={plain(video.label)}
        {...langOf(video.label)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      {/* Only with JavaScript: without it the button could do nothing. */}
      {hydrated && (
        <button type="button" className="media-toggle video-toggle" onClick={toggle}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
            {playing ? <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" fill="currentColor" /> : <path d="M6 3l11 7-11 7z" fill="currentColor" />}
          </svg>
          {/* Its name for everyone; on a phone only the icon shows, so the button keeps to its corner. */}
          <span className="media-toggle-label">{playing ? pauseVideo : playVideo}</span>
        </button>
      )}
    </figure>
  );
}
