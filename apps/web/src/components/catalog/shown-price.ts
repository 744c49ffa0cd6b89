/** The price a customer pays, as cards and the product page show it: the server's discounted price when it is lower, else the base price. */
export const shownPrice = (price: number, discountedPrice: number) => (discountedPrice < price ? discountedPrice : price);
