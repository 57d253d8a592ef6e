/**
 * A page's title and its one-line introduction (the staff console's tabs). With `id`, the title is also where
 * focus can be sent (e.g. back to the page once the thing it had been on is gone).
 */
export function PageHeading({ title, intro, id }: { title: string; intro: string; id?: string }) {
  return (
    <>
      <h1
        id={id}
        tabIndex={id === undefined ? undefined : -1}
        className="text-3xl font-semibold tracking-tight text-ink focus:outline-none"
      >
        {title}
      </h1>
      <p className="mt-2 text-ink-muted">{intro}</p>
    </>
  );
}
