import { useEffect, useRef, useState } from "react";
import { Carousel, type CarouselProps } from "react-responsive-carousel";
import "react-responsive-carousel/lib/styles/carousel.min.css";
import { Picture } from "./Picture";
import type { Slide } from "../../lib/content/schema";
import { SIZES } from "~/lib/media";
import type { Photo } from "../../lib/site/media-variants";
import { useHydrated } from "~/lib/use-hydrated";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";
import { useSite } from "~/lib/use-site";
import { fill } from "../../lib/site/i18n/fill";
import { plain } from "../../lib/site/language";
import { ContentText } from "./ContentText";

const INTERVAL_MS = 3000;
const TRANSITION_MS = 1000;

type CarouselState = InstanceType<typeof Carousel>["state"];
/** What the carousel sets in its state as it mounts (done, first photo loaded, a slide's measured width): none of it
 * changes what a horizontal slideshow without dynamicHeight draws. */
const SET_UP_ONLY = new Set(["initialized", "hasMount", "itemSize"]);

/**
 * react-responsive-carousel, except that its set-up after mounting does not re-render every slide and dot, twice,
 * synchronously at the end of hydration (one long task on a phone, to draw the same thing).
 */
class SlideshowCarousel extends Carousel {
  shouldComponentUpdate(nextProps: CarouselProps, nextState: CarouselState) {
    // React gives a class with default props a new props object each time: compare them one by one.
    const props: Record<string, unknown> = this.props;
    const state: Record<string, unknown> = this.state;
    return (
      Object.entries(nextProps).some(([name, value]) => value !== props[name]) ||
      Object.entries(nextState).some(([field, value]) => value !== state[field] && !SET_UP_ONLY.has(field))
    );
  }
}

/**
 * The gallery's auto-advancing slideshow (react-responsive-carousel). It pauses while hovered or
 * focused, has a visible pause/play button, and does not move by itself under reduced motion.
 * Only the current and the next slide's photos are downloaded; the others load when their turn comes.
 */
export function Slideshow({ slides }: { slides: (Slide & { photo: Photo })[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const words = useSite().words.gallery;
  const root = useRef<HTMLElement>(null);
  const [pausedByReader, setPausedByReader] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [selected, setSelected] = useState(0);
  const [shown, setShown] = useState(() => new Set([0]));
  const playing = !pausedByReader && !reducedMotion;
  const next = (selected + 1) % slides.length;

  // The infinite loop shows copies of the last and first slides at the ends of the strip; a screen
  // reader or the Tab key must not meet them twice.
  useEffect(() => {
    const items = root.current?.querySelectorAll<HTMLElement>(".slider > .slide");
    if (!items || items.length !== slides.length + 2) return;
    for (const clone of [items[0], items[items.length - 1]]) {
      clone?.setAttribute("aria-hidden", "true");
      clone?.setAttribute("inert", "");
    }
  });

  const select = (index: number) => {
    setSelected(index);
    setShown((before) => (before.has(index) ? before : new Set(before).add(index)));
  };

  return (
    <section
      ref={root}
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={words.slideshow}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      <SlideshowToolbar playing={playing} onToggle={() => setPausedByReader(playing)} words={words}>
        {/* On a phone 21 dots with 24 px targets do not fit one row: this counter stands in for them there
            (each slide's label says the same to a screen reader). */}
        <p className="slide-counter" aria-hidden="true">
          {selected + 1} / {slides.length}
        </p>
      </SlideshowToolbar>
      <SlideshowCarousel
        autoPlay={playing && !focusInside}
        interval={INTERVAL_MS}
        transitionTime={TRANSITION_MS}
        infiniteLoop
        stopOnHover
        showThumbs={false}
        showStatus={false}
        selectedItem={selected}
        onChange={select}
        renderArrowPrev={(onClick, _hasPrev, label) => (
          <button type="button" className="control-arrow control-prev" onClick={onClick} aria-label={label} />
        )}
        renderArrowNext={(onClick, _hasNext, label) => (
          <button type="button" className="control-arrow control-next" onClick={onClick} aria-label={label} />
        )}
        renderIndicator={(onClick, isSelected, index) => (
          <li className="dot-item">
            <button
              type="button"
              className={isSelected ? "slide-dot selected" : "slide-dot"}
              onClick={onClick}
              aria-label={fill(words.slideDot, { n: index + 1, total: slides.length, title: plain(slides[index]?.img_title ?? "") })}
              aria-current={isSelected ? "true" : undefined}
            />
          </li>
        )}
        labels={{ leftArrow: words.previousSlide, rightArrow: words.nextSlide, item: words.slide }}
      >
        {slides.map((slide, index) => (
          <figure key={slide.img_url} className="slide" aria-roledescription="slide" aria-label={fill(words.slideOf, { n: index + 1, total: slides.length })}>
            <SlidePhoto slide={slide} first={index === 0} shown={shown.has(index)} next={index === next} />
            <figcaption className="legend">
              <strong>
                <ContentText text={slide.img_title} />
              </strong>{" "}
              <ContentText text={slide.img_desc} />
            </figcaption>
          </figure>
        ))}
      </SlideshowCarousel>
    </section>
  );
}

/**
 * A slide's photo once it has been shown, and the next slide's once the script runs: before that the slideshow
 * cannot move, so the first screen's photos have the network to themselves and a reader without script never
 * downloads a photo they cannot reach (the first turn comes three seconds after hydration, time for the photo
 * to arrive). The others keep their place in the strip.
 */
function SlidePhoto({ slide, first, shown, next }: { slide: Slide & { photo: Photo }; first: boolean; shown: boolean; next: boolean }) {
  const hydrated = useHydrated();
  return shown || (next && hydrated) ? (
    <Picture {...slide.photo} alt={slide.img_title} sizes={SIZES.page} priority={first ? "high" : "low"} lazy={false} />
  ) : (
    <div className="slide-placeholder" />
  );
}

/**
 * The pause/play button, shown once the script runs (it can do nothing before). It waits for hydration on
 * its own, so that moment re-renders this button and not the whole carousel.
 */
function SlideshowToolbar({ playing, onToggle, words, children }: { playing: boolean; onToggle: () => void; words: { playSlideshow: string; pauseSlideshow: string }; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className="slideshow-toolbar">
      {children}
      {hydrated && (
        <button type="button" className="media-toggle" onClick={onToggle}>
          {playing ? words.pauseSlideshow : words.playSlideshow}
        </button>
      )}
    </div>
  );
}
