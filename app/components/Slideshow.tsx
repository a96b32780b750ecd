import { useEffect, useRef, useState } from "react";
import { Picture } from "./Picture";
import type { Slide } from "~/lib/content-schema";
import { SIZES } from "~/lib/media";
import { slideUrl } from "~/lib/photos";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";

const INTERVAL_MS = 3000;
// A swipe shorter than this is a tap.
const SWIPE_PX = 40;

/**
 * The gallery's slideshow: one slide at a time, cross-fading (1000 ms, in app.css) every 3000 ms, in a
 * loop, with arrows, dots and swipes. It pauses while hovered or focused, has a visible pause/play
 * button, and does not move by itself under reduced motion. Only the current and the next slide's
 * photos are downloaded; the others load when their turn comes. Written here rather than taken from a
 * carousel package, which would cost every parent's phone 10 kB more script for the same.
 */
export function Slideshow({ slides }: { slides: Slide[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByReader, setPausedByReader] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [selected, setSelected] = useState(0);
  const [shown, setShown] = useState(() => new Set([0]));
  const swipeStart = useRef<number | null>(null);
  const playing = !pausedByReader && !reducedMotion;
  const advancing = playing && !focusInside && !hovered;
  const next = (selected + 1) % slides.length;
  const previous = (selected - 1 + slides.length) % slides.length;

  const select = (index: number) => {
    setSelected(index);
    setShown((before) => (before.has(index) ? before : new Set(before).add(index)));
  };

  useEffect(() => {
    if (!advancing) return;
    const timer = setTimeout(() => select(next), INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [advancing, next]);

  return (
    <section
      className="slideshow"
      aria-roledescription="carousel"
      aria-label="School life in pictures"
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={(event) => {
        swipeStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const distance = (event.changedTouches[0]?.clientX ?? 0) - (swipeStart.current ?? 0);
        if (swipeStart.current !== null && Math.abs(distance) > SWIPE_PX) select(distance < 0 ? next : previous);
        swipeStart.current = null;
      }}
    >
      <button type="button" className="media-toggle" onClick={() => setPausedByReader(playing)} aria-pressed={!playing}>
        {playing ? "Pause slideshow" : "Play slideshow"}
      </button>
      {/* Announced when the reader moves it, not every three seconds. */}
      <div className="slides" aria-live={advancing ? "off" : "polite"}>
        {slides.map((slide, index) => (
          <figure
            key={slide.img_url}
            className={index === selected ? "slide selected" : "slide"}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            inert={index !== selected}
          >
            {shown.has(index) || index === next ? (
              <Picture src={slideUrl(slide.img_url)} alt={slide.img_title} sizes={SIZES.page} priority={index === 0} lazy={false} />
            ) : (
              <div className="slide-placeholder" />
            )}
            <figcaption className="legend">
              <strong>{slide.img_title}</strong> {slide.img_desc}
            </figcaption>
          </figure>
        ))}
      </div>
      <button type="button" className="control-arrow control-prev" onClick={() => select(previous)} aria-label="Previous slide">
        ‹
      </button>
      <button type="button" className="control-arrow control-next" onClick={() => select(next)} aria-label="Next slide">
        ›
      </button>
      <ul className="control-dots">
        {slides.map((slide, index) => (
          <li key={slide.img_url} className="dot-item">
            <button
              type="button"
              className={index === selected ? "slide-dot selected" : "slide-dot"}
              onClick={() => select(index)}
              aria-label={`Slide ${index + 1} of ${slides.length}: ${slide.img_title}`}
              aria-current={index === selected ? "true" : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
