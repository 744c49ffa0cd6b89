import type { LatLngTuple } from '../../../lib/geo.js';

export interface ZoneDef {
  name: string;
  ar: string;
  fr: string;
  ring: readonly LatLngTuple[];
  cash_on_delivery: number;
  digital_payment: number;
  offline_payment: number;
  increased_delivery_fee: number;
  increased_delivery_fee_status: number;
  increase_delivery_charge_message: string | null;
}

/**
 * Dubai is the big zone (the Palm included); two districts nest inside it. Dubai's
 * north-east edge follows the emirate border and stays south and west of Sharjah, so
 * that the two do not overlap.
 */
export const ZONES: readonly ZoneDef[] = [
  {
    name: 'Dubai', ar: 'دبي', fr: 'Dubaï',
    ring: [
      [24.95, 55.05], [25.04, 55.05], [25.1, 55.08], [25.15, 55.1], [25.2, 55.2], [25.27, 55.28],
      [25.295, 55.33], [25.285, 55.365], [25.28, 55.4], [25.26, 55.45], [25.2, 55.5], [25.1, 55.55],
      [24.98, 55.45], [24.95, 55.3],
    ],
    cash_on_delivery: 1, digital_payment: 1, offline_payment: 1,
    increased_delivery_fee: 0, increased_delivery_fee_status: 0, increase_delivery_charge_message: null,
  },
  {
    name: 'Downtown & Business Bay', ar: 'وسط المدينة والخليج التجاري', fr: 'Downtown et Business Bay',
    ring: [[25.172, 55.25], [25.205, 55.245], [25.218, 55.272], [25.205, 55.3], [25.178, 55.295]],
    cash_on_delivery: 1, digital_payment: 1, offline_payment: 1,
    increased_delivery_fee: 0, increased_delivery_fee_status: 0, increase_delivery_charge_message: null,
  },
  {
    name: 'Dubai Marina & JLT', ar: 'دبي مارينا وأبراج بحيرات جميرا', fr: 'Dubai Marina et JLT',
    ring: [[25.06, 55.12], [25.088, 55.125], [25.098, 55.145], [25.088, 55.165], [25.062, 55.158]],
    cash_on_delivery: 1, digital_payment: 1, offline_payment: 1,
    increased_delivery_fee: 10, increased_delivery_fee_status: 1, increase_delivery_charge_message: 'Rain surge',
  },
  {
    name: 'Sharjah', ar: 'الشارقة', fr: 'Charjah',
    ring: [
      [25.29, 55.37], [25.31, 55.355], [25.34, 55.36], [25.37, 55.375], [25.4, 55.42], [25.37, 55.5],
      [25.3, 55.48], [25.285, 55.4],
    ],
    cash_on_delivery: 1, digital_payment: 1, offline_payment: 0,
    increased_delivery_fee: 0, increased_delivery_fee_status: 0, increase_delivery_charge_message: null,
  },
];

/** Neighbourhoods stores are placed in: centre and a few street names for addresses. */
export interface AreaDef {
  name: string;
  center: LatLngTuple;
  streets: readonly string[];
}

export const AREAS: readonly AreaDef[] = [
  { name: 'Downtown Dubai', center: [25.1972, 55.2744], streets: ['Sheikh Mohammed bin Rashid Blvd', 'Burj Khalifa Blvd', 'Emaar Blvd'] },
  { name: 'Business Bay', center: [25.1865, 55.269], streets: ['Marasi Drive', 'Al Abraj Street', 'Bay Avenue'] },
  { name: 'Dubai Marina', center: [25.0805, 55.1403], streets: ['Marina Walk', 'Al Marsa Street', 'King Salman bin Abdulaziz Al Saud Street'] },
  { name: 'Jumeirah Lakes Towers', center: [25.0705, 55.142], streets: ['Cluster D', 'Cluster T', 'Cluster X'] },
  { name: 'Deira', center: [25.2685, 55.308], streets: ['Al Rigga Road', 'Baniyas Road', 'Al Muraqqabat Road'] },
  { name: 'Bur Dubai', center: [25.253, 55.29], streets: ['Al Fahidi Street', 'Khalid bin Al Waleed Road', 'Al Mankhool Road'] },
  { name: 'Al Karama', center: [25.245, 55.304], streets: ['Kuwait Road', 'Sheikh Khalifa bin Zayed Road', '18th Street'] },
  { name: 'Satwa', center: [25.226, 55.276], streets: ['Al Dhiyafa Road', 'Al Satwa Road'] },
  { name: 'Jumeirah', center: [25.21, 55.245], streets: ['Jumeirah Beach Road', 'Al Wasl Road'] },
  { name: 'Al Barsha', center: [25.1125, 55.196], streets: ['Al Barsha 1 Street', 'Umm Suqeim Street'] },
  { name: 'Al Quoz', center: [25.142, 55.233], streets: ['Al Khail Road', 'Al Quoz Industrial Area 3'] },
  { name: 'Dubai Hills', center: [25.105, 55.245], streets: ['Dubai Hills Boulevard', 'Al Khail Road'] },
  { name: 'Jumeirah Village Circle', center: [25.06, 55.21], streets: ['District 12', 'Circle Mall Road'] },
  { name: 'Mirdif', center: [25.22, 55.42], streets: ['Algeria Street', 'Tripoli Street'] },
  { name: 'Dubai Silicon Oasis', center: [25.12, 55.38], streets: ['Silicon Oasis Boulevard', 'Cedre Villas Road'] },
  { name: 'International City', center: [25.165, 55.41], streets: ['England Cluster', 'China Cluster'] },
  { name: 'Al Majaz, Sharjah', center: [25.332, 55.405], streets: ['Jamal Abdul Nasser Street', 'Corniche Street'] },
  { name: 'Al Nahda, Sharjah', center: [25.315, 55.435], streets: ['Al Nahda Street', 'Al Wahda Street'] },
  { name: 'Al Qasba, Sharjah', center: [25.34, 55.41], streets: ['Al Qasba Canal Walk', 'Al Khan Street'] },
  { name: 'Muwaileh, Sharjah', center: [25.355, 55.45], streets: ['University City Road', 'Muwaileh Road'] },
];
