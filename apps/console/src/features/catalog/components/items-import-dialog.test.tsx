import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session, ZONES } from '../../../test/render-console';
import { readItemsCsv } from './items-csv';

const csv = (text: string) => new File([text], 'items.csv', { type: 'text/csv' });
const EMPTY = { status: 200, body: { total_size: 0, total_exact: true, limit: 25, offset: 1, items: [] } };

function asAdmin(handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET module': { status: 200, body: [] }, 'GET console/items?offset=1': EMPTY,
    'GET console/me': { status: 200, body: session(operator('support'), [{ role: 'catalogue', store: null }]) }, ...handlers,
  });
}

async function openImport() {
  renderConsole('/items');
  fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
  return screen.getByRole('dialog', { name: 'Import items from a CSV file' });
}
const choose = (dialog: HTMLElement, text: string) => fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [csv(text)] } });

describe('reading an items file', () => {
  it('takes the export\'s columns in any order and case as text, and needs key and store_id', () => {
    expect(readItemsCsv('key,store_id\n')).toEqual({ ok: false, error: 'csv_empty' });
    expect(readItemsCsv('name_en,price\nTea,3\n')).toEqual({ ok: false, error: 'items_csv_no_key' });
    expect(readItemsCsv('\uFEFFKey,Store_ID,price,note\nA-1,3,"12,5",x\n\n')).toEqual({ ok: true, ignored: ['note'], rows: [{ key: 'A-1', store_id: '3', price: '12,5' }] });
  });
});

describe('the items import', () => {
  it('shows the server\'s report of every refused row: line, key, field and message', async () => {
    const calls = asAdmin({
      'POST console/items/import': {
        status: 422,
        body: {
          errors: [{ code: 'import_refused', message: '2 row(s) refused: nothing was changed.' }],
          report: [{ row: 2, key: 'B-2', field: 'price', message: 'A price from 0 to 1000000' }, { row: 3, key: 'C-3', field: 'store_id', message: 'No such store' }],
        },
      },
    });
    const dialog = await openImport();
    choose(dialog, 'key,store_id,price\nA-1,3,2\nB-2,3,ten\nC-3,99,1\n');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 3 rows' }));
    const report = await within(dialog).findByRole('alert');
    expect(within(report).getByText('Nothing was changed: these rows were refused')).toBeTruthy();
    expect(within(report).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'LineKeyColumnProblem', '3B-2priceA price from 0 to 1000000', '4C-3store_idNo such store',
    ]);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      rows: [{ key: 'A-1', store_id: '3', price: '2' }, { key: 'B-2', store_id: '3', price: 'ten' }, { key: 'C-3', store_id: '99', price: '1' }],
    });
  });

  it('says how many items were created and updated', async () => {
    asAdmin({ 'POST console/items/import': { status: 200, body: { rows: 3, created: 1, updated: 1, unchanged: 1 } } });
    const dialog = await openImport();
    choose(dialog, 'key,store_id,price\nA-1,3,2\nB-2,3,4\nC-3,3,1\n');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 3 rows' }));
    expect(await within(dialog).findByText('1 created, 1 updated.')).toBeTruthy();
  });

  it('refuses a file without keys before sending it', async () => {
    const calls = asAdmin({});
    const dialog = await openImport();
    choose(dialog, 'name_en,price\nTea,3\n');
    expect(await within(dialog).findByText('The file needs the columns key and store_id.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Import 0 rows' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
