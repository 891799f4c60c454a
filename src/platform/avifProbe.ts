/**
 * The AVIF check behind spec 5's image format. In a production page the start loader runs it
 * (scripts/vite/startLoader.ts) and hands its answer to the app (startHints); the app downloads
 * this module only where there is no loader (dev, tests), so the initial JS does not carry it
 * twice (decision 0013).
 */

/** A 2x2 AVIF image (about 400 bytes): the browser supports AVIF when it decodes it. */
export const AVIF_PROBE =
  'data:image/avif;base64,AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=';

/** Decodes the probe with the given image factory; resolves false on any failure. */
export function probeAvif(createImage: () => HTMLImageElement): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const img = createImage();
      img.onload = () => resolve(img.width > 0 && img.height > 0);
      img.onerror = () => resolve(false);
      img.src = AVIF_PROBE;
    } catch {
      resolve(false);
    }
  });
}
