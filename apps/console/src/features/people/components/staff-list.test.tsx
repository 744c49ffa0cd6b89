import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleStaffMember } from '@storefront/contract';
import { CONFIG, mockApi, operator, refusal, renderConsole, session } from '../../../test/render-console';

const member = (id: number, extra: Partial<ConsoleStaffMember> = {}): ConsoleStaffMember => ({
  id, f_name: 'Omar', l_name: 'Aziz', email: `omar${id}@souqly.test`, phone: '', active: true, invited: false, two_factor: false,
  roles: [{ role: 'support', store: null }], created_at: '2026-11-01T09:00:00Z', ...extra,
});
const STORES = { status: 200, body: { total: 1, stores: [{ id: 3, name: { en: 'Green Basket', ar: 'السلة الخضراء', fr: '' } }] } };

afterEach(() => vi.restoreAllMocks());

describe('the staff page', () => {
  it('invites a member with a business role and a store role: the store is asked for, a taken email is told beside its field', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    let staff = [member(7, { f_name: 'Lina', l_name: 'Haddad', roles: [{ role: 'admin', store: null }] }), member(8)];
    const calls = mockApi({
      'GET config': CONFIG,
      'GET console/me': { status: 200, body: session(operator('support'), [{ role: 'admin', store: null }]) },
      'GET console/stores?limit=20&offset=0': STORES,
      'GET console/staff?limit=25&offset=0': () => ({ status: 200, body: { total: staff.length, staff } }),
      'POST console/staff': (call) => {
        const body = call.body as { email: string; f_name: string; roles: { role: string; store_id: number | null }[] };
        if (body.email === 'support@souqly.test') return refusal(400, 'email', 'A staff account with this email exists already: change its roles instead.');
        const made = member(9, { email: body.email, f_name: body.f_name, l_name: '', invited: true, roles: body.roles.map((r) => ({ role: r.role as 'support', store: r.store_id ? { id: r.store_id, name: 'Green Basket' } : null })) });
        staff = [made, ...staff];
        return { status: 200, body: made };
      },
    });
    renderConsole('/staff');
    const list = await screen.findByRole('list', { name: 'Staff' });
    expect(within(list).getAllByTestId('staff-row')).toHaveLength(2);
    // One's own account is listed without actions.
    expect(within(within(list).getAllByTestId('staff-row')[0]!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Staff' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('form', { name: 'Invite a staff member' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'support@souqly.test' } });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Sara' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a role' }));
    const roleRows = within(dialog).getAllByTestId('role-row');
    fireEvent.change(within(roleRows[1]!).getByLabelText('Role'), { target: { value: 'manager' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Choose the store of each store role.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(within(dialog).getAllByTestId('role-row')[1]!).getByLabelText('Store'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('A staff account with this email exists already: change its roles instead.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'sara@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to sara@example.com')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      email: 'sara@example.com', f_name: 'Sara', l_name: '', roles: [{ role: 'support', store_id: null }, { role: 'manager', store_id: 3 }],
    });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Staff' })).getAllByTestId('staff-row')).toHaveLength(3));
    expect(screen.getByText('Invited')).toBeTruthy();
  }, 20_000);
});
