import { useEffect, type ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Under the card, e.g. the link to the other form. */
  footer: ReactNode;
}

/** The sign-in and sign-up pages' centred card. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-1.5 text-sm text-muted">{subtitle}</p>
        {children}
      </div>
      <p className="mt-5 text-center text-sm text-muted">{footer}</p>
    </section>
  );
}
