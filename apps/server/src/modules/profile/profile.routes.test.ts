import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { bearer, DEMO_CUSTOMER, formData, logIn, signUp, type FilePart } from '../../../test/accounts.js';

let t: TestApp;
let demoToken: string;

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await logIn(t.app);
});
afterAll(() => t.close());

const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });
const updateProfile = (token: string, fields: Record<string, string | FilePart>) => {
  const { payload, headers } = formData(fields);
  return t.app.inject({ method: 'POST', url: '/api/v1/customer/update-profile', payload, headers: { ...headers, ...bearer(token) } });
};
const demoFields = { f_name: 'Sara', l_name: 'Ahmed', email: DEMO_CUSTOMER.email, phone: DEMO_CUSTOMER.phone };
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();

describe('GET /api/v1/customer/info', () => {
  it('answers the signed-in customer without secrets', async () => {
    const res = await info(demoToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      f_name: 'Sara',
      l_name: 'Ahmed',
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      // No photo: the placeholder's address, as for every picture a row lacks; the web shows initials.
      image: 'placeholder.svg',
      image_full_url: 'http://storefront.test/storage/placeholder.svg',
      login_medium: 'manual',
      social_id: null,
      is_phone_verified: 1,
      is_email_verified: 1,
      ref_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      wallet_balance: 250,
      loyalty_point: 120,
      // Signed up without a referral code: no new customer's discount.
      is_valid_for_discount: false,
      discount_amount: 0,
      discount_amount_type: 'percent',
      validity: null,
      interest: [],
      // The seeded history: three delivered orders and one being prepared.
      order_count: 4,
      member_since_days: 90,
      created_at: expect.stringMatching(/Z$/),
    });
  });
});

describe('POST /api/v1/customer/update-profile', () => {
  it('answers "No changes found to update." when nothing changed', async () => {
    const res = await updateProfile(demoToken, { ...demoFields, password: '', confirm_password: '' });
    expect(res.statusCode).toBe(422);
    expect(expectEnvelope(res.json())).toEqual([{ code: 'business_rule', message: 'No changes found to update.' }]);
  });

  it('changes the names and answers the updated customer', async () => {
    const res = await updateProfile(demoToken, { ...demoFields, f_name: 'Sarah ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Updated successfully.', customer: { f_name: 'Sarah', l_name: 'Ahmed' } });
    expect((await info(demoToken)).json().f_name).toBe('Sarah');
  });

  it('answers the spec texts for empty or missing fields', async () => {
    const res = await updateProfile(demoToken, { f_name: '', l_name: '', email: 'nope', phone: DEMO_CUSTOMER.phone });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.json())).toEqual([
      { code: 'f_name', message: 'name is required' },
      { code: 'l_name', message: 'last name required' },
      { code: 'email', message: 'Must be a valid email' },
    ]);
    const missing = await updateProfile(demoToken, { f_name: 'Sara' });
    expect(expectEnvelope(missing.json())).toEqual(expect.arrayContaining([{ code: 'email', message: 'Email is required' }]));
  });

  it('refuses a different phone number', async () => {
    const res = await updateProfile(demoToken, { ...demoFields, phone: '+971509999999' });
    expect(res.statusCode).toBe(422);
    expect(expectEnvelope(res.json())[0]!.message).toBe('Phone number can not be changed.');
  });

  it('refuses an email that another account uses', async () => {
    const res = await updateProfile(demoToken, { ...demoFields, email: 'omar@souqly.test' });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a text file named .png, by its content, with 415', async () => {
    const res = await updateProfile(demoToken, {
      ...demoFields,
      image: { filename: 'photo.png', contentType: 'image/png', content: Buffer.from('just some text, not a picture\n'.repeat(20)) },
    });
    expect(res.statusCode).toBe(415);
    expect(expectEnvelope(res.json())[0]!.message).toBe('The image must be a JPG, PNG or GIF picture.');
  });

  it('refuses a broken image whose first bytes look right', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]);
    const res = await updateProfile(demoToken, { ...demoFields, image: { filename: 'x.png', contentType: 'image/png', content: fake } });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a 3 MB image with 413 and a clear message', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(3 * 1024 * 1024)]);
    const res = await updateProfile(demoToken, { ...demoFields, image: { filename: 'big.png', contentType: 'image/png', content: big } });
    expect(res.statusCode).toBe(413);
    expect(expectEnvelope(res.json())).toEqual([{ code: 'payload_too_large', message: 'The image must be at most 2 MB.' }]);
  });

  it('stores a PNG or a JPEG re-encoded as a 512×512 WebP served under /storage/profile/, and drops the old one', async () => {
    const first = await updateProfile(demoToken, {
      ...demoFields,
      image: { filename: 'wide.bin', contentType: 'application/octet-stream', content: await png(900, 300) },
    });
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().customer.image_full_url;
    expect(url).toMatch(/^http:\/\/storefront\.test\/storage\/profile\/[a-f0-9]{32}\.webp$/);
    const file = path.join(t.config.dataDir, 'storage', new URL(url).pathname.replace('/storage/', ''));
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const jpeg = await sharp({ create: { width: 200, height: 500, channels: 3, background: '#2060c0' } }).jpeg().toBuffer();
    const second = await updateProfile(demoToken, { ...demoFields, image: { filename: 'tall.jpg', contentType: 'image/jpeg', content: jpeg } });
    expect(second.statusCode).toBe(200);
    expect(second.json().customer.image_full_url).not.toBe(url);
    expect(fs.existsSync(file)).toBe(false);

    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#20a040' } }).gif().toBuffer();
    const third = await updateProfile(demoToken, { ...demoFields, image: { filename: 'anim.gif', contentType: 'image/gif', content: gif } });
    expect(third.statusCode, third.body).toBe(200);
  });

  it('changes the password of a manual account, and signs out its other sessions', async () => {
    const { token, user, password } = await signUp(t.app);
    const other = await logIn(t.app, user.email, password);
    const fields = { f_name: 'Test', l_name: 'Customer', email: user.email, phone: user.phone };
    const mismatch = await updateProfile(token, { ...fields, password: 'NewSecret#1', confirm_password: 'Different#1' });
    expect(expectEnvelope(mismatch.json())).toEqual([{ code: 'confirm_password', message: 'The password confirmation does not match.' }]);
    const short = await updateProfile(token, { ...fields, password: 'short', confirm_password: 'short' });
    expect(expectEnvelope(short.json())[0]!.message).toBe('Password must be at least 8 characters.');

    const res = await updateProfile(token, { ...fields, password: 'NewSecret#1', confirm_password: 'NewSecret#1' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await info(token)).statusCode).toBe(200);
    expect((await info(other)).statusCode).toBe(401);
    await logIn(t.app, user.email, 'NewSecret#1');
    const old = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email_or_phone: user.email, password } });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a password for a Google account', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.updateTable('users').set({ login_medium: 'google', social_id: '555', password_hash: null }).where('id', '=', user.id).execute();
    const res = await updateProfile(token, { f_name: 'Test', l_name: 'Customer', email: user.email, phone: user.phone, password: 'NewSecret#1', confirm_password: 'NewSecret#1' });
    expect(res.statusCode).toBe(422);
    expect(expectEnvelope(res.json())[0]!.message).toBe('Password can not be set for an account that signs in with Google.');
  });

  it('refuses strangers before reading the upload', async () => {
    const { payload, headers } = formData({ f_name: 'X' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/update-profile', payload, headers });
    expect(res.statusCode).toBe(401);
  });
});

describe('interests and push token', () => {
  it('stores categories of interest that exist', async () => {
    const ids = (await t.db.selectFrom('categories').select('id').where('status', '=', 1).orderBy('id').limit(3).execute()).map((r) => r.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/update-interest', headers: bearer(demoToken), payload: { interest: [...ids, ids[0]] } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await info(demoToken)).json().interest).toEqual(ids);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/customer/update-interest', headers: bearer(demoToken), payload: { interest: [999999] } });
    expect(unknown.statusCode).toBe(400);
    expect(expectEnvelope(unknown.json())[0]).toEqual({ code: 'interest', message: 'These categories do not exist: 999999.' });
  });

  it('stores the push token by POST with _method=put and by PUT', async () => {
    const { token, user } = await signUp(t.app);
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/customer/cm-firebase-token', headers: bearer(token), payload: { cm_firebase_token: 'fcm-1', _method: 'put' } });
    expect(post.statusCode).toBe(200);
    const row = () => t.db.selectFrom('users').select('cm_firebase_token').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect((await row()).cm_firebase_token).toBe('fcm-1');
    await t.app.inject({ method: 'PUT', url: '/api/v1/customer/cm-firebase-token', headers: bearer(token), payload: { cm_firebase_token: 'fcm-2' } });
    expect((await row()).cm_firebase_token).toBe('fcm-2');
    expect(JSON.stringify((await info(token)).json())).not.toContain('fcm-2');
  });
});

describe('DELETE /api/v1/customer/remove-account', () => {
  it('clears personal data, removes the photo and addresses, and revokes every token', async () => {
    const { token, user, password } = await signUp(t.app);
    const other = await logIn(t.app, user.email, password);
    const photo = await updateProfile(token, {
      f_name: 'Test', l_name: 'Customer', email: user.email, image: { filename: 'p.png', contentType: 'image/png', content: await png(64, 64) },
    });
    const file = path.join(t.config.dataDir, 'storage', new URL(photo.json().customer.image_full_url).pathname.replace('/storage/', ''));
    const address = await t.app.inject({
      method: 'POST', url: '/api/v1/customer/address/add', headers: bearer(token),
      payload: { address: 'Burj Khalifa', contact_person_name: 'Test', contact_person_number: '+971550001234', latitude: 25.1972, longitude: 55.2744 },
    });
    expect(address.statusCode, address.body).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v1/customer/cm-firebase-token', headers: bearer(token), payload: { cm_firebase_token: 'fcm' } });

    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/customer/remove-account', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Account has been deleted' });

    const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      f_name: 'Deleted', l_name: 'Deleted', email: null, phone: null, social_id: null, image: null, password_hash: null, cm_firebase_token: null, status: 0,
    });
    expect(row.deleted_at).not.toBeNull();
    expect(fs.existsSync(file)).toBe(false);
    expect(await t.db.selectFrom('customer_addresses').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    const live = await t.db.selectFrom('personal_access_tokens').select('id').where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    for (const tk of [token, other]) expect((await info(tk)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email_or_phone: user.email, password } });
    expect(expectEnvelope(again.json())[0]!.message).toBe('Invalid credentials.');
    // The email and phone are free again.
    await signUp(t.app, { email: user.email, phone: user.phone });
  });
});
