import { useState, type ImgHTMLAttributes } from 'react';

export interface LazyImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'loading' | 'src'
> {
  src: string;
  width: number;
  height: number;
  /** Shown when the image fails to load, so a broken address never leaves a broken icon. */
  fallback?: string;
}

/** Image that loads when near the viewport, keeps its box (no layout shift) and falls back on error. */
export function LazyImage({ src, fallback, alt = '', className, ...rest }: LazyImageProps) {
  const [failed, setFailed] = useState(false);
  const shown = failed && fallback ? fallback : src;
  return (
    <img
      {...rest}
      className={`lazy-image${className ? ` ${className}` : ''}`}
      src={shown}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
