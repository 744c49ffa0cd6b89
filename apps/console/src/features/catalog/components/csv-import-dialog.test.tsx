import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { managerOfStore3, page } from '../../../test/menu-fixtures';
import { renderConsole } from '../../../test/render-console';
import { readCsv } from './csv-rows';

const csv = (text: string) => new File([text], 'items.csv', { type: 'text/csv' });

async function openImport() {
  renderConsole('/stores/3/menu');
  fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
  return screen.getByRole('dialog', { name: 'Update items from a CSV file' });
}

const choose = (dialog: HTMLElement, text: string) => fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [csv(text)] } });

describe('reading a CSV file', () => {
  it('takes the columns it knows in any order and case, leaves empty cells out and reports cells that are not numbers by line', () => {
    const read = readCsv('\uFEFFStock; Id\n');
    expect(read).toEqual({ ok: false, error: 'csv_empty' });
    expect(readCsv('name,price\nTea,3\n')).toEqual({ ok: false, error: 'csv_no_id' });
    expect(readCsv('id,name\n1,Tea\n')).toEqual({ ok: false, error: 'csv_no_values' });
    expect(readCsv('Price,ID,stock,note\n"12,5",7,,fresh\n3,8,x,\n\n')).toEqual({
      ok: true, columns: ['id', 'price', 'stock'], ignored: ['note'],
      rows: [{ id: 7, price: 12.5 }, { id: 8, price: 3 }],
      problems: [{ line: 3, field: 'stock', problem: 'csv_not_number' }],
    });
  });
});

describe('the CSV import', () => {
  it('previews the file, holds back a file with unreadable cells, and shows the server\'s report of refused rows by line', async () => {
    const calls = managerOfStore3({
      'GET console/stores/3/items?offset=1': page([]),
      'POST console/stores/3/items/bulk': {
        status: 422,
        body: { errors: [{ code: 'bulk_refused', message: '1 row(s) refused: nothing was changed.' }], report: [{ row: 2, id: 99, field: 'id', message: 'No such item in this store' }] },
      },
    });
    const dialog = await openImport();
    choose(dialog, 'id,price,stock\n11,12.5,4\n12,abc,3\n');
    expect(await within(dialog).findByText('Mend these cells in the file first')).toBeTruthy();
    expect(within(dialog).getByText('Not a number')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Update 2 rows' }) as HTMLButtonElement).disabled).toBe(true);

    choose(dialog, 'id,price,stock\n11,12.5,4\n99,3,\n');
    // The file is read in the background: the first file's preview shows until then.
    await waitFor(() => expect(within(dialog).queryByText('Mend these cells in the file first')).toBeNull());
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('2 rows; columns: id, price, stock')).toBeTruthy();
    expect(within(preview).getAllByRole('row').map((r) => r.textContent)).toEqual(['idpricestock', '1112.54', '993']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update 2 rows' }));
    const report = await within(dialog).findByRole('alert');
    expect(within(report).getByText('Nothing was changed: these rows were refused')).toBeTruthy();
    // The report's row 2 is the file's line 3 (after the header).
    expect(within(report).getAllByRole('row').map((r) => r.textContent)).toEqual(['LineidColumnProblem', '399idNo such item in this store']);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rows: [{ id: 11, price: 12.5, stock: 4 }, { id: 99, price: 3 }] });
  });

  it('says how many items changed, closes and reads the list again', async () => {
    let reads = 0;
    managerOfStore3({
      'GET console/stores/3/items?offset=1': () => {
        reads += 1;
        return page([]);
      },
      'POST console/stores/3/items/bulk': { status: 200, body: { rows: 2, changed: 1, unchanged: 1 } },
    });
    const dialog = await openImport();
    choose(dialog, 'id,discount\n11,5\n12,0\n');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Update 2 rows' }));
    expect(await screen.findByText('1 items updated, 1 already as in the file')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(reads).toBe(2));
  });
});
