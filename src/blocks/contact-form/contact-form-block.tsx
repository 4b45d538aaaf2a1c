import { EnquiryForm } from '@/features/contact';
import { Heading } from '@/lib/ui';
import type { ContactFormProps } from './contact-form.schema';

/** The contact form tile: its title and introduction, and the form (spec 2 §2). */
export function ContactFormBlock({ title, subtitle, restaurants, enquiryTypes }: ContactFormProps) {
  return (
    <div className="container py-5">
      <div className="tile-text mx-auto">
        <Heading className="mb-3">{title}</Heading>
        {subtitle && <p className="lead">{subtitle}</p>}
        <EnquiryForm kind="contact" restaurants={restaurants} enquiryTypes={enquiryTypes} />
      </div>
    </div>
  );
}
