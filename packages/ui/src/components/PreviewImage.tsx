/**
 * A photo's preview where an order's photos are looked at one by one (the client's review, the designer's work):
 * the whole picture in a 4:3 frame, loaded when it comes near the screen.
 */
export function PreviewImage({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className="aspect-[4/3] w-full rounded-control border border-border bg-surface object-contain"
    />
  );
}
