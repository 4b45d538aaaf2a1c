import { useState, type FormEvent } from 'react';
import type { Choice } from '@/lib/content';
import { FormActions } from '@/lib/forms';
import type { CustomerPreferences } from '../customer-preferences';
import { customerCopy } from '../messages';
import { SaveMessage } from './save-outcome';
import { useCustomerSave } from './use-customer-save';

/**
 * The choices page (spec 2 §2 "Choices"): each of the content's choices as a group of boxes,
 * ticked as the customer last saved them; a choice that takes one answer as radio buttons.
 */
export function ChoicesForm({
  customer,
  choices,
}: {
  customer: CustomerPreferences;
  choices: Choice[];
}) {
  const [chosen, setChosen] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(
      choices.map((choice) => [
        choice.key,
        (customer.choices[choice.key] ?? []).filter((option) => choice.options.includes(option)),
      ]),
    ),
  );
  const saving = useCustomerSave('choices', '/api/exponea/updateCustomerChoices');
  const toggle = (choice: Choice, option: string, on: boolean) =>
    setChosen((current) => {
      if (choice.oneAnswer) return { ...current, [choice.key]: on ? [option] : [] };
      const rest = (current[choice.key] ?? []).filter((value) => value !== option);
      return { ...current, [choice.key]: on ? [...rest, option] : rest };
    });
  const send = async (event: FormEvent) => {
    event.preventDefault();
    await saving.save({ guid: customer.guid, choices: chosen });
  };
  return (
    <form noValidate onSubmit={send} aria-busy={saving.sending}>
      {choices.map((choice) => (
        <fieldset key={choice.id} className="mb-4" aria-describedby={`choice-${choice.id}-about`}>
          <legend className="h5">{choice.title}</legend>
          {choice.description && (
            <p id={`choice-${choice.id}-about`} className="text-body-secondary">
              {choice.description}
            </p>
          )}
          <div className="row row-cols-1 row-cols-md-2">
            {choice.options.map((option, index) => {
              const id = `choice-${choice.id}-${index}`;
              return (
                <div className="col" key={option}>
                  <div className="form-check mb-2">
                    <input
                      id={id}
                      type={choice.oneAnswer ? 'radio' : 'checkbox'}
                      name={choice.oneAnswer ? `choice-${choice.id}` : undefined}
                      className="form-check-input"
                      checked={chosen[choice.key]?.includes(option) ?? false}
                      onChange={(event) => toggle(choice, option, event.target.checked)}
                    />
                    <label htmlFor={id} className="form-check-label">
                      {option}
                    </label>
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <FormActions
        label={customerCopy.save}
        sendingLabel={customerCopy.saving}
        sending={saving.sending}
        captchaEnabled={saving.captchaEnabled}
      />
      <SaveMessage outcome={saving.outcome} />
    </form>
  );
}
