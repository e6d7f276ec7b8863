import { useState } from 'react';
import './cover-image.css';

interface CoverImageProps {
  src: string | null | undefined;
  /** The cover is decorative next to its title; give alt text only where the image stands alone. */
  alt?: string;
  className?: string;
  /** Above-the-fold covers load eagerly. */
  eager?: boolean;
}

/** A cover thumbnail (16:9) with a calm palette fallback when there is none or it fails to load. */
export const CoverImage = ({ src, alt = '', className, eager = false }: CoverImageProps) => {
  const [failed, setFailed] = useState(false);
  const classes = ['cover-image', className].filter(Boolean).join(' ');
  if (!src || failed) {
    return (
      <div className={`${classes} cover-image--fallback`}>
        <svg
          viewBox="0 0 64 40"
          role="img"
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          focusable="false"
        >
          <path d="M0 40 L18 20 L28 29 L40 14 L64 40 Z" fill="currentColor" opacity="0.35" />
          <circle cx="50" cy="10" r="5" fill="#D99A1E" opacity="0.7" />
        </svg>
      </div>
    );
  }
  return (
    <div className={classes}>
      <img
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        width={800}
        height={450}
        onError={() => setFailed(true)}
      />
    </div>
  );
};
