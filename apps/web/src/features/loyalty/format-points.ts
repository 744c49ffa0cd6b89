const points = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Points with the same digits and grouping as prices ("1,250"). */
export const formatPoints = (value: number) => points.format(value);
