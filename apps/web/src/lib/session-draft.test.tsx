import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, useSessionDraft } from './session-draft';

const EMPTY = { name: '', password: '', tags: [] as string[], agreed: false };

/** A form as the screens write one: its values start from the draft and are kept as it changes. */
function DraftedForm() {
  const [values, setValues] = useState(() => readDraft('test-form', EMPTY));
  useSessionDraft('test-form', values, ['password']);
  return (
    <form>
      <label>
        Name
        <input value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />
      </label>
      <label>
        Password
        <input type="password" value={values.password} onChange={(event) => setValues({ ...values, password: event.target.value })} />
      </label>
    </form>
  );
}

afterEach(() => sessionStorage.clear());

describe('session drafts', () => {
  it('brings back what was typed after a refresh, never the secret fields', async () => {
    const user = userEvent.setup();
    const first = render(<DraftedForm />);
    await user.type(screen.getByLabelText('Name'), 'فيصل');
    await user.type(screen.getByLabelText('Password'), 'Secret#2026');
    expect(sessionStorage.getItem('gamesouq.draft.test-form')).not.toContain('Secret');
    first.unmount();
    // The page again, as after a refresh or Back.
    render(<DraftedForm />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('فيصل');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('starts empty once cleared', async () => {
    const user = userEvent.setup();
    const first = render(<DraftedForm />);
    await user.type(screen.getByLabelText('Name'), 'Faisal');
    first.unmount();
    clearDraft('test-form');
    render(<DraftedForm />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('ignores fields it does not know and values of another type', () => {
    sessionStorage.setItem('gamesouq.draft.test-form', JSON.stringify({ name: 5, role: 'admin', tags: ['a', 2], agreed: true }));
    expect(readDraft('test-form', EMPTY)).toEqual({ ...EMPTY, agreed: true });
    sessionStorage.setItem('gamesouq.draft.test-form', '{not json');
    expect(readDraft('test-form', EMPTY)).toEqual(EMPTY);
  });
});
