import { afterAll, describe, expect, inject, it } from 'vitest';
import { drawnPng, type Session } from './support/browser.js';
import { deliver as deliverOn } from './support/operator.js';
import { dialog, downtown, foodShopper, signIn, toast } from './support/shop.js';

const baseUrl = inject('baseUrl');
const api = (path: string) => `${baseUrl}/api/v1/${path}`;
const deliver = (orderId: number, storeId: number) => deliverOn(baseUrl, orderId, storeId);

const sessions: Session[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
});

describe('wishlist and reviews', () => {
  it('a customer keeps an item and a store in the wishlist, then rates a delivered order from the prompt', { timeout: 150_000 }, async () => {
    const shopper = await foodShopper(baseUrl, 1);
    sessions.push(shopper.session);
    const page = shopper.session.page;
    const [item] = shopper.items;
    // A guest has no wishlist: the header shows no heart, and a card's heart asks to sign in first.
    await page.goto(`${baseUrl}/product/${item!.id}`);
    await page.getByRole('heading', { level: 1, name: item!.name }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('wishlist-button').count()).toBe(0);
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await toast(page, 'You are not logged in').waitFor();
    await page.waitForURL(/\/auth\/sign-in/);
    await signIn(page, baseUrl);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { ...shopper.headers, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const wished = async () => (await fetch(api('customer/wish-list'), { headers })).json() as Promise<{ item: { id: number }[]; store: { id: number }[] }>;
    expect(await wished(), 'the demo customer\'s wishlist holds no food yet').toEqual({ item: [], store: [] });

    // The heart on the product page, then the one on its store's header.
    await page.goto(`${baseUrl}/product/${item!.id}`);
    const details = page.getByRole('heading', { level: 1, name: item!.name });
    await details.waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await toast(page, 'Added to wishlist').waitFor();
    await page.goto(`${baseUrl}/store/${item!.store_id}`);
    await page.getByRole('heading', { level: 1, name: item!.store_name }).waitFor({ timeout: 20_000 });
    const storeHeart = page.getByTestId('store-header').getByTestId('wish-button');
    await storeHeart.click();
    await expect.poll(() => storeHeart.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Remove from wishlist');
    const kept = await wished();
    expect(kept.item.map((i) => i.id)).toEqual([item!.id]);
    expect(kept.store.map((s) => s.id)).toEqual([item!.store_id]);

    // The header's heart opens the drawer with both tabs; removing the item leaves the store.
    await page.getByTestId('wishlist-button').click();
    const drawer = dialog(page, 'Wishlist');
    await drawer.getByRole('tab', { name: 'Items (1)' }).waitFor();
    await drawer.getByTestId('wished-items').getByText(item!.name).waitFor();
    await drawer.getByRole('tab', { name: 'Stores (1)' }).click();
    await drawer.getByTestId('wished-stores').getByText(item!.store_name).waitFor();
    await drawer.getByRole('tab', { name: 'Items (1)' }).click();
    await drawer.getByTestId('wished-row').getByRole('button', { name: 'Remove from wishlist' }).click();
    await drawer.getByRole('tab', { name: 'Items (0)' }).waitFor();
    await drawer.getByText('No items in your wishlist yet').waitFor();
    await expect.poll(async () => (await wished()).item.length).toBe(0);
    expect((await wished()).store.map((s) => s.id)).toEqual([item!.store_id]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // An order of that item, placed through the API and delivered by the store's staff and a courier.
    await fetch(api('customer/cart/remove'), { method: 'DELETE', headers });
    const added = await fetch(api('customer/cart/add'), { method: 'POST', headers, body: JSON.stringify({ item_id: item!.id, quantity: 3 }) });
    expect(added.status, await added.clone().text()).toBe(200);
    const placed = await fetch(api('customer/order/place'), {
      method: 'POST', headers,
      body: JSON.stringify({ order_type: 'delivery', payment_method: 'cash_on_delivery', address: { address: 'Boulevard Plaza, Downtown Dubai', latitude: downtown.lat, longitude: downtown.lng } }),
    });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const orderId: number = (await placed.json()).order_id;
    await deliver(orderId, item!.store_id);
    const before = await (await fetch(api(`items/details/${item!.id}`), { headers })).json();

    // Home asks to rate it; "Rate now" opens the rate page.
    await page.goto(`${baseUrl}/home`);
    const prompt = dialog(page, `How was your order #${orderId}?`);
    await prompt.waitFor({ timeout: 20_000 });
    await prompt.getByTestId('rate-prompt-items').getByText(item!.name).waitFor();
    await prompt.getByRole('button', { name: 'Rate now' }).click();
    await page.waitForURL(new RegExp(`/rate-and-review/${orderId}$`));

    const itemCard = page.getByTestId(`review-card-item-${item!.id}`);
    await itemCard.waitFor({ timeout: 20_000 });
    const submit = itemCard.getByRole('button', { name: 'Submit review' });
    expect(await submit.isDisabled(), 'a rating must be chosen first').toBe(true);
    await itemCard.getByRole('radio', { name: '4.5 stars', exact: true }).click();
    await itemCard.getByLabel('Comment (optional)').fill('Hot, fresh and well wrapped.');
    await itemCard.locator('input[type="file"]').setInputFiles(await drawnPng(page, 'wrap.png'));
    await itemCard.getByTestId('review-photo-picks').getByRole('img', { name: 'wrap.png' }).waitFor();
    await submit.click();
    const itemReview = itemCard.getByTestId('submitted-review');
    await itemReview.waitFor({ timeout: 20_000 });
    await itemReview.getByText('Hot, fresh and well wrapped.').waitFor();
    await itemReview.getByTestId('review-photos').getByRole('button').first().waitFor();

    const courierCard = page.getByTestId('review-card-courier');
    await courierCard.getByRole('radio', { name: '5 stars', exact: true }).click();
    await courierCard.getByLabel('Comment (optional)').fill('Quick and polite.');
    await courierCard.getByRole('button', { name: 'Submit review' }).click();
    await courierCard.getByTestId('submitted-review').getByText('Quick and polite.').waitFor({ timeout: 20_000 });

    // The server counted it once, with the new rating, and the product page shows the review with its photo.
    const after = await (await fetch(api(`items/details/${item!.id}`), { headers })).json();
    expect(after.rating_count).toBe(before.rating_count + 1);
    expect(after.avg_rating).toBe(Math.round(((before.avg_rating * before.rating_count + 4.5) * 10) / (before.rating_count + 1)) / 10);
    const again = await fetch(api('customer/items/reviews/submit'), {
      method: 'POST', headers, body: JSON.stringify({ order_id: orderId, item_id: item!.id, rating: 3 }),
    });
    expect(again.status).toBe(409);
    expect((await (await fetch(api(`customer/review-reminder`), { headers })).json()).order_id ?? null).toBeNull();

    await page.goto(`${baseUrl}/product/${item!.id}`);
    const count = after.rating_count as number;
    const label = `Rated ${(after.avg_rating as number).toFixed(1)} out of 5 (${count} review${count === 1 ? '' : 's'})`;
    await page.getByRole('img', { name: label, exact: true }).first().waitFor({ timeout: 20_000 });
    const review = page.getByTestId('review').filter({ hasText: 'Hot, fresh and well wrapped.' });
    await review.waitFor({ timeout: 20_000 });
    // Review photos are private: the product page shows the words only, and the author gets the
    // photo back on the order's rate page by a signed link that opens for them and is refused once tampered.
    expect(await review.getByTestId('review-photos').count()).toBe(0);
    const own = await (await fetch(api(`customer/order-reviews?order_id=${orderId}`), { headers })).json();
    const photo: string = own.items.find((i: { id: number }) => i.id === item!.id).review.attachment_full_url[0];
    expect(photo).toMatch(/\/api\/v1\/files\/.+[?&]sig=/);
    expect((await fetch(photo)).status).toBe(200);
    expect((await fetch(photo.replace(/sig=[^&]+/, 'sig=forged'))).status).toBeGreaterThanOrEqual(400);
  });
});
