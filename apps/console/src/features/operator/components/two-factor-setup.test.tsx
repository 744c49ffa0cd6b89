import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleSession } from '@storefront/contract';
import { CONFIG, mockApi, operator, refusal, renderConsole, session } from '../../../test/render-console';

const SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
const OTPAUTH = `otpauth://totp/Souqly:owner%40souqly.test?secret=${SECRET}&issuer=Souqly`;
const owner = operator('store', { email: 'owner@souqly.test', store: { id: 1, name: 'Green Basket' } });
const roles: ConsoleSession['roles'] = [{ role: 'owner', store: { id: 1, name: 'Green Basket' } }];
const limited = session(owner, roles, { limited: true, two_factor: { required: true, enabled: false } });
const complete = session(owner, roles, { limited: false, two_factor: { required: true, enabled: true } });

describe('setting up two-factor sign-in', () => {
  it('shows the QR code and the key, refuses a wrong code as the server words it, and opens the console with the right one', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_limited');
    const calls = mockApi({
      'GET config': CONFIG,
      'GET console/me': { status: 200, body: limited },
      'POST console/two-factor/setup': { status: 200, body: { secret: SECRET, otpauth_url: OTPAUTH } },
      'POST console/two-factor/confirm': (call) => ((call.body as { code: string }).code === '135790' ? { status: 200, body: complete } : refusal(400, 'code', 'That code is not right')),
    });
    const router = renderConsole('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-factor'));
    expect(await screen.findByText('Your role needs two-factor sign-in. Set it up now to open the console.')).toBeTruthy();

    // Drawn here from the otpauth address: an SVG image, no request to anyone.
    const qr = (await screen.findByRole('img', { name: 'QR code for your authenticator app' })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(qr.src)).toContain('<svg');
    expect(screen.getByTestId('totp-secret').textContent).toBe('KVKF KRCP NZQU YMLX OVYD SQKJ KZDT SRLD');
    expect(calls.filter((c) => c.path === 'console/two-factor/setup')).toHaveLength(1);

    const field = screen.getByLabelText('Authentication code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not right');

    fireEvent.change(field, { target: { value: '135 790' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-factor sign-in is on. From now on, sign-in asks for a code from your app.')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'console/two-factor/confirm').map((c) => c.body)).toEqual([{ code: '000000' }, { code: '135790' }]);
    expect(calls.find((c) => c.path === 'console/two-factor/confirm')?.headers.authorization).toBe('Bearer op_limited');

    // The session is complete now: other pages open.
    await router.navigate('/account');
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.getByTestId('two-factor-state').textContent).toBe('On');
  });

  it('says so when the second factor is already on, without making a new secret', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_full');
    const calls = mockApi({ 'GET config': CONFIG, 'GET console/me': { status: 200, body: complete }, 'GET console/sessions': { status: 200, body: { sessions: [] } } });
    renderConsole('/account/two-factor');
    expect(await screen.findByText('Two-factor sign-in is already on for this account.')).toBeTruthy();
    expect(calls.some((c) => c.path === 'console/two-factor/setup')).toBe(false);
  });

  it('offers to try again when the set-up cannot start', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_limited');
    let answer = refusal(503, 'service_unavailable', 'The service is unavailable');
    mockApi({
      'GET config': CONFIG, 'GET console/me': { status: 200, body: limited },
      'POST console/two-factor/setup': () => answer,
    });
    renderConsole('/account/two-factor');
    expect((await screen.findByRole('alert', {}, { timeout: 8000 })).textContent).toContain('The service is unavailable');
    answer = { status: 200, body: { secret: SECRET, otpauth_url: OTPAUTH } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('totp-secret')).toBeTruthy();
  });
});
