import { SignUpForm } from '@/features/customers';
import { Heading } from '@/lib/ui';
import type { SignUpFormProps } from './sign-up-form.schema';

/** The sign-up form tile: its title and introduction, and the mailing-list form (spec 2 §2). */
export function SignUpFormBlock({ title, subtitle, ...form }: SignUpFormProps) {
  return (
    <div className="container py-5">
      <div className="tile-text mx-auto">
        <Heading className="mb-3">{title}</Heading>
        {subtitle && <p className="lead">{subtitle}</p>}
        <SignUpForm {...form} />
      </div>
    </div>
  );
}
