import { mediaSize } from "~/lib/media";

type PictureProps = {
  src: string;
  alt: string;
  /** The largest image above the fold: fetched first, never lazy. */
  priority?: boolean;
  /** False for images that are visible without scrolling. */
  lazy?: boolean;
  className?: string;
};

/** A photo with its intrinsic size, so the page does not jump while it loads. */
export function Picture({ src, alt, priority = false, lazy = !priority, className }: PictureProps) {
  const { width, height } = mediaSize(src);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={lazy ? "lazy" : undefined}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}
