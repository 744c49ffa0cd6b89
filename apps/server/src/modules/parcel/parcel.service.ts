import type { Language, PageQuery, ParcelCategory, ParcelInstructionList } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { pageWindow } from '../../lib/pagination.js';
import type { CatalogView } from '../catalog/catalog.view.js';
import { toParcelCategory, toParcelInstruction } from './parcel.mapper.js';
import { parcelCategories, parcelInstructionRows } from './parcel.repository.js';

/** What a sender picks from before sending a parcel: its categories with their charges, and instructions for the courier. */
export class ParcelService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  /** Read per request: the list is short and its charges must be the ones placing uses. */
  async categories(view: CatalogView): Promise<ParcelCategory[]> {
    return (await parcelCategories(this.db, view.moduleId)).map((p) => toParcelCategory(p, view.lang, this.publicUrl));
  }

  async instructions(query: PageQuery, lang: Language): Promise<ParcelInstructionList> {
    const w = pageWindow(query);
    const [total, rows] = await parcelInstructionRows(this.db, w.skip, w.limit);
    return { total_size: total, limit: w.limit, offset: w.offset, data: rows.map((r) => toParcelInstruction(r, lang)) };
  }
}
