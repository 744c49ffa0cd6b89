import type { PageKey } from '@storefront/contract';

/** Plain text: paragraphs separated by a blank line; a line starting with "## " is a heading. */
export const PAGES: Record<PageKey, { title: string; content: string }> = {
  'about-us': {
    title: 'About Souqly',
    content: `Souqly started in 2024 with a simple idea: everything a household in Dubai needs should be a few taps away. Today we connect customers with restaurants, supermarkets, pharmacies and shops across Dubai and Sharjah.

## What we do

We work with independent neighbourhood stores as well as well-known chains. Our riders pick up your order the moment it is ready and bring it to your door, usually in under 45 minutes.

## Why customers choose us

One basket for five kinds of shopping, honest delivery fees shown before you pay, and a support team that answers in English and Arabic from 8 am to midnight.

## Working with us

Restaurants and shops can join Souqly in a few days. Riders can apply online and choose their own hours.`,
  },
  'terms-and-conditions': {
    title: 'Terms and Conditions',
    content: `These terms apply to every order placed through the Souqly website and apps. By creating an account or placing an order as a guest, you agree to them.

## Orders

An order is a contract between you and the store that sells the goods. Souqly arranges the order and its delivery on the store's behalf. Prices include VAT unless stated otherwise.

## Payment

You can pay by card, from your Souqly wallet, in cash on delivery where the zone allows it, or by a combination of wallet and another method. Cash on delivery may be limited above a certain order value.

## Your account

Keep your password private. You are responsible for orders placed from your account. We may suspend accounts that misuse promotions or abuse our riders and partners.

## Changes to these terms

We may update these terms from time to time. The version published on this page when you place an order is the one that applies.`,
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    content: `We collect only the information we need to deliver your orders and improve our service.

## What we collect

Your name, phone number, email address, delivery addresses, order history and, when you allow it, your device location.

## How we use it

To pass your order and address to the store and rider, to send you order updates, to prevent fraud, and, if you agree, to send you offers.

## Sharing

We share your delivery details with the store and rider handling your order and never sell your personal data. Payment details are processed by our payment provider and are not stored by Souqly.

## Your rights

You can see, correct or delete your personal data from your profile, or by writing to privacy@souqly.example.com.`,
  },
  'refund-policy': {
    title: 'Refund Policy',
    content: `If something is wrong with your order, tell us within 24 hours of delivery and we will make it right.

## When we refund

Missing items, wrong items, damaged goods and orders that never arrived are refunded in full. Food quality issues are reviewed with the restaurant.

## How refunds are paid

Refunds go to your Souqly wallet straight away, or back to your card within 5 to 10 working days if you prefer.

## Exceptions

Medicines and personal-care products cannot be returned once the seal is broken, except when they are faulty.`,
  },
  'cancellation-policy': {
    title: 'Cancellation Policy',
    content: `You can cancel an order free of charge until the store accepts it.

## After the store accepts

Once the store has started preparing your order, a cancellation may be charged in full, because the food or goods cannot be resold.

## When we cancel

If a store cannot fulfil your order, or no rider is available, we cancel it and refund any payment in full.

## Scheduled orders

Scheduled orders can be cancelled free of charge up to one hour before the scheduled time.`,
  },
  'shipping-policy': {
    title: 'Shipping Policy',
    content: `Souqly delivers within the zones shown on our website. Delivery fees depend on the distance between the store and your address.

## Delivery times

Most orders arrive within 30 to 60 minutes. Scheduled orders arrive within the slot you choose.

## Free delivery

Orders above the free-delivery threshold, and orders from stores that offer free delivery, are delivered at no charge.

## Parcels

Parcels are collected and delivered within the same zone on the same day when booked before 6 pm.`,
  },
};
