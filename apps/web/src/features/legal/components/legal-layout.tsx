import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLink } from '@/components/ui/brand-link';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A plain reading page for the terms and the privacy notice: brand, title, a short summary, then sections. */
export function LegalLayout({ title, summary, sections, otherPage }: { title: string; summary: ReactNode; sections: LegalSection[]; otherPage: { to: string; label: string } }) {
  return (
    <div className="min-h-dvh bg-canvas">
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-8">
        <BrandLink />
        <article className="flex flex-col gap-6 rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
          <header className="flex flex-col gap-2">
            <h1 className="text-2xl font-bold text-ink">{title}</h1>
            <div className="text-ink-muted">{summary}</div>
          </header>
          {sections.map((section) => (
            <section key={section.heading} className="flex flex-col gap-2 text-ink [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
              <h2 className="text-lg font-semibold">{section.heading}</h2>
              {section.body}
            </section>
          ))}
        </article>
        <nav aria-label="More" className="flex flex-wrap gap-x-6 text-sm">
          <Link to={otherPage.to} className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline-offset-4 hover:underline">
            {otherPage.label}
          </Link>
          <Link to="/register" className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline-offset-4 hover:underline">
            Create an account
          </Link>
          <Link to="/login" className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline-offset-4 hover:underline">
            Sign in
          </Link>
        </nav>
      </main>
    </div>
  );
}
