import { Link } from 'react-router';

/** Bloom's logo and name, leading home; the top of the pages outside the signed-in shell. */
export function BrandLink() {
  return (
    <Link to="/" className="inline-flex min-h-11 items-center gap-2 self-start rounded-control text-lg font-semibold text-primary-800">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      Bloom
    </Link>
  );
}
