/** A row of pictures previewed together (lazy-image-group.tsx), each drawn at the same size. */
export interface LazyImageGroupProps {
  images: readonly { src: string; alt: string }[];
  width: number;
  height: number;
  /** The row's class (a span around the pictures, inside antd's PreviewGroup). */
  className?: string;
  /** Each picture's own class (antd's Image puts it on the img). */
  imgClassName?: string;
}

/** What the stand-ins hand the real pictures when they take their place. */
export interface LazyImageGroupHandOver {
  /** The picture pressed before the code arrived: its preview opens once it has. */
  openAt: number | undefined;
  /** The picture that had the focus. */
  focusAt: number | undefined;
}
