/** @jest-environment jsdom */
import { isFormField, watchFormActivity } from './global-popup-activity';

describe('watchFormActivity', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('counts fields the diner types into or chooses with, never buttons', () => {
    document.body.innerHTML = `
      <input id="name" /><input id="agree" type="checkbox" /><select id="adults"></select>
      <textarea id="message"></textarea><input id="send" type="submit" /><button id="go">Go</button>`;
    const byId = (id: string) => document.getElementById(id);
    expect(['name', 'agree', 'adults', 'message'].map((id) => isFormField(byId(id)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isFormField(byId('send'))).toBe(false);
    expect(isFormField(byId('go'))).toBe(false);
  });

  it('is not editing while only a button has the focus', () => {
    document.body.innerHTML = '<button id="go">Go</button>';
    const activity = watchFormActivity();
    document.getElementById('go')!.focus();
    expect(activity.isEditing()).toBe(false);
    activity.stop();
  });

  it('stops counting an edited field once it leaves the page, and stops watching when told', () => {
    document.body.innerHTML = '<input id="name" /><input id="other" />';
    const activity = watchFormActivity();
    const name = document.getElementById('name')!;
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(activity.isEditing()).toBe(true);
    name.remove();
    expect(activity.isEditing()).toBe(false);

    activity.stop();
    document.getElementById('other')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(activity.isEditing()).toBe(false);
  });
});
