/** Orders open inside the profile page. */
export const MY_ORDERS_PATH = '/profile?page=my-orders';

export const orderDetailsPath = (orderId: number) => `${MY_ORDERS_PATH}&orderId=${orderId}`;
