import { allOfflineMethodRows, deleteOfflineMethods, insertOfflineMethod, updateOfflineMethod } from './payments.repository.js';

/** The offline payment methods as the business settings' editor reads and writes them (the table is this module's). */
export const offlineMethodsStore = {
  rows: allOfflineMethodRows,
  insert: insertOfflineMethod,
  update: updateOfflineMethod,
  remove: deleteOfflineMethods,
};
