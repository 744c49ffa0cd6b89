/** Non-food choice groups: [option label, price factor]. Every combination becomes an item_variations row. */
export interface ChoiceDef {
  title: string;
  options: readonly (readonly [label: string, factor: number])[];
}

const same = (...labels: string[]) => labels.map((l) => [l, 1] as const);

export const CHOICES: Record<string, readonly ChoiceDef[]> = {
  clothing: [{ title: 'Size', options: same('S', 'M', 'L', 'XL') }, { title: 'Color', options: same('Black', 'White', 'Navy') }],
  womens: [{ title: 'Size', options: same('XS', 'S', 'M', 'L') }, { title: 'Color', options: same('Beige', 'Olive', 'Black') }],
  jeans: [{ title: 'Waist', options: same('30', '32', '34', '36') }, { title: 'Color', options: same('Indigo', 'Black') }],
  shoes: [{ title: 'Size', options: same('40', '41', '42', '43', '44') }, { title: 'Color', options: same('Black', 'White') }],
  abaya: [{ title: 'Size', options: same('52', '54', '56', '58') }],
  phone: [
    { title: 'Storage', options: [['128GB', 1], ['256GB', 1.15], ['512GB', 1.35]] },
    { title: 'Color', options: same('Black', 'Silver', 'Blue') },
  ],
  color: [{ title: 'Color', options: same('Black', 'White', 'Grey') }],
  bedding: [
    { title: 'Size', options: [['Single', 1], ['Double', 1.3], ['King', 1.6]] },
    { title: 'Color', options: same('White', 'Grey') },
  ],
  format: [{ title: 'Format', options: [['Paperback', 1], ['Hardcover', 1.6]] }],
  weight: [{ title: 'Weight', options: [['250g', 1], ['500g', 1.9], ['1kg', 3.6]] }],
};
