import { Link } from '@/lib/ui';
import {
  ChoicesForm,
  CustomerGate,
  customerCopy,
  OccasionDatesForm,
  PreferencesForm,
  PreferencesLinks,
  UnsubscribeSection,
  type PreferencesRestaurant,
} from '@/features/customers';
import { PageHead, type Shell } from '@/features/shell';
import type { Choice } from '@/lib/content';

export type CustomerPageKind = 'preferences' | 'choices' | 'occasion-date';

const titles: Record<CustomerPageKind, { title: string; intro: string }> = {
  preferences: {
    title: 'Your preferences',
    intro: 'Tell us a little about you, and we will send you the news you want to hear.',
  },
  choices: {
    title: 'Your choices',
    intro: 'Pick what you would like to hear about from us.',
  },
  'occasion-date': {
    title: 'Your special occasions',
    intro: 'Tell us the dates that matter to you, and we may send you a treat.',
  },
};

export interface CustomerPageProps {
  shell: Shell;
  kind: CustomerPageKind;
  canonicalUrl: string;
  /** The guid of the link; null on the page without one. */
  guid: string | null;
  restaurants: PreferencesRestaurant[];
  choices: Choice[];
  occasionKinds: string[];
}

/**
 * /preferences, /choices and /occasion-date, each with the guid of a link in our e-mails (spec 1
 * §2, spec 2 §2). The HTML holds no customer data: the form loads the customer in the browser.
 */
export function CustomerPage(props: CustomerPageProps) {
  const { shell, kind, guid, canonicalUrl } = props;
  const { title, intro } = titles[kind];
  return (
    <>
      <PageHead
        title={title}
        siteName={shell.settings.siteName}
        canonicalUrl={canonicalUrl}
        noindex
      />
      <div className="container py-4 py-md-5">
        <div className="row justify-content-center">
          <div className="col-lg-9 col-xl-8">
            <h1 className="display-6 fw-bold mb-2">{title}</h1>
            {guid === null ? (
              <>
                <p className="lead">{customerCopy.useTheLink}</p>
                <p>
                  {customerCopy.notSignedUp}{' '}
                  <Link href="/sign-up" className="fw-semibold">
                    {customerCopy.signUpLink}
                  </Link>
                </p>
              </>
            ) : (
              <>
                <p className="lead mb-4">{intro}</p>
                <CustomerGate guid={guid}>
                  {(customer) => (
                    <>
                      {kind === 'preferences' && (
                        <>
                          <PreferencesForm
                            customer={customer}
                            restaurants={props.restaurants}
                            hideGender={shell.settings.hideGenderPreference}
                          />
                          <PreferencesLinks guid={customer.guid} />
                          <UnsubscribeSection customer={customer} />
                        </>
                      )}
                      {kind === 'choices' && (
                        <ChoicesForm customer={customer} choices={props.choices} />
                      )}
                      {kind === 'occasion-date' && (
                        <OccasionDatesForm customer={customer} kinds={props.occasionKinds} />
                      )}
                    </>
                  )}
                </CustomerGate>
              </>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
