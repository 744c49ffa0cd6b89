/** The test gateway's page: the order, the amount and three buttons. Plain HTML, no scripts. */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function testGatewayPage(p: { sessionId: string; orderId: number | null; amount: string; business: string; open: boolean; status: string }): string {
  const action = `/payment/test-gateway/${encodeURIComponent(p.sessionId)}`;
  const button = (outcome: string, label: string, colour: string) =>
    `<button name="outcome" value="${outcome}" style="background:${colour};color:#fff;border:0;border-radius:999px;padding:.8rem 1.6rem;font:600 1rem system-ui;cursor:pointer">${label}</button>`;
  const body = p.open
    ? `<form method="post" action="${action}" style="display:flex;gap:.75rem;justify-content:center;flex-wrap:wrap">
        ${button('paid', 'Pay', '#0f766e')}${button('failed', 'Fail', '#b91c1c')}${button('canceled', 'Cancel', '#475569')}
      </form>`
    : `<p>This payment is closed (${escape(p.status)}).</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test payment · ${escape(p.business)}</title></head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f5f9;font:1rem system-ui;color:#0f172a">
<main style="background:#fff;border-radius:1.25rem;padding:2rem;box-shadow:0 10px 30px #0002;text-align:center;max-width:26rem;width:calc(100% - 2rem)">
<p style="margin:0;color:#64748b;font-size:.85rem">Test payment gateway: no money moves</p>
<h1 style="margin:.5rem 0 0;font-size:1.4rem">${escape(p.business)}</h1>
<p style="margin:.25rem 0 1rem">${p.orderId === null ? 'Add fund to wallet' : `Order #${p.orderId}`}</p>
<p data-testid="amount" style="font-size:2rem;font-weight:800;margin:0 0 1.5rem">${escape(p.amount)}</p>
${body}
</main></body></html>`;
}
