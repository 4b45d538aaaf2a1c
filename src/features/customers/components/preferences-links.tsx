import { Link } from '@/lib/ui';
import { customerCopy } from '../messages';

/**
 * The other pages of a preference link, in the words of the welcome e-mail that promises them
 * ("Tell us what you like, and the occasions you celebrate").
 */
export function PreferencesLinks({ guid }: { guid: string }) {
  const link = encodeURIComponent(guid);
  return (
    <nav aria-labelledby="tell-us-more" className="mt-5 pt-4 border-top">
      <h2 id="tell-us-more" className="h4">
        {customerCopy.tellUsMore}
      </h2>
      <ul className="list-unstyled mb-0">
        <li className="mb-2">
          <Link href={`/choices/${link}`} className="fw-semibold">
            {customerCopy.choicesLink}
          </Link>
        </li>
        <li>
          <Link href={`/occasion-date/${link}`} className="fw-semibold">
            {customerCopy.occasionsLink}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
