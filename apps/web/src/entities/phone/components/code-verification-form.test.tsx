import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { changeLanguage, loadDictionaries } from '@/lib/i18n';
import { CodeVerificationForm } from './code-verification-form';

const wrongCode = (triesLeft: number) =>
  new ApiError({
    status: 400,
    code: 'INVALID_CODE',
    message: `Wrong code. Tries left: ${triesLeft}.`,
    messageKey: 'errors.codeWrongTries',
    messageParams: { triesLeft },
  });
const locked = new ApiError({
  status: 400,
  code: 'CODE_ATTEMPTS_EXCEEDED',
  message: 'Too many wrong attempts. Please request a new code.',
  messageKey: 'errors.CODE_ATTEMPTS_EXCEEDED',
});

/** A server that refuses every code: the given replies in turn. */
function openForm(replies: ApiError[]) {
  const tried: string[] = [];
  render(
    <CodeVerificationForm
      title="Verify"
      description="Sent"
      submitLabel="Verify"
      onVerify={async (code) => {
        tried.push(code);
        throw replies.shift();
      }}
      onResend={async () => undefined}
      onBack={() => undefined}
      backLabel="Back"
    />,
  );
  return tried;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('the code step after a wrong code', () => {
  beforeAll(() => loadDictionaries(['auth']));
  afterEach(() => changeLanguage('en'));

  it('empties the boxes, puts the caret in the first one and says how many tries are left', async () => {
    const user = userEvent.setup();
    const tried = openForm([wrongCode(4), wrongCode(3)]);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong code. Tries left: 4.');
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
    // The next code is typed from the first box; typing takes the message away.
    await user.keyboard('65432');
    expect(screen.getByRole('alert').textContent).toBe('');
    await user.keyboard('1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong code. Tries left: 3.');
    expect(tried).toEqual(['123456', '654321']);
  });

  it('says it in Arabic, and after the last try shows the lock message', async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    openForm([wrongCode(1), locked]);
    await user.keyboard('111111{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('الرمز غير صحيح. المحاولات المتبقية: ١.');
    await user.keyboard('222222{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('محاولات خاطئة كثيرة. يرجى طلب رمز جديد.');
    expect(boxes().every((box) => box.value === '')).toBe(true);
  });
});

describe('the code step', () => {
  beforeAll(() => loadDictionaries(['auth']));
  afterEach(() => changeLanguage('en'));

  function openAccepting() {
    const onVerify = vi.fn(async (_code: string) => undefined);
    render(
      <CodeVerificationForm
        title="Verify"
        description="Sent"
        submitLabel="Verify"
        onVerify={onVerify}
        onResend={async () => undefined}
        onBack={() => undefined}
        backLabel="Back"
      />,
    );
    return onVerify;
  }

  it('says the code is incomplete on Enter, keeps Verify off and sends nothing', async () => {
    const user = userEvent.setup();
    const onVerify = openAccepting();
    await user.keyboard('123{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Please enter the complete 6-digit code');
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onVerify).not.toHaveBeenCalled();
    // The message goes once every box has its digit.
    await user.keyboard('456');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says it in Arabic', async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    openAccepting();
    await user.keyboard('12{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('يرجى إدخال الرمز كاملًا المكوّن من 6 أرقام');
  });

  it('sends the complete code', async () => {
    const user = userEvent.setup();
    const onVerify = openAccepting();
    await user.keyboard('987654');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onVerify).toHaveBeenCalledWith('987654');
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
