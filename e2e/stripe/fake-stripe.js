// A stand-in for Stripe.js (https://js.stripe.com), served by the browser tests in its place because these
// machines cannot reach Stripe. It implements what @stripe/react-stripe-js and the wizard use: Stripe(key),
// elements({ clientSecret, locale }), a Payment Element with a card-number field, and confirmPayment, which
// calls https://api.stripe.com like Stripe.js does (the tests route that to the local Stripe fake) and, on
// success, sends the browser to return_url with Stripe's query parameters.
(() => {
  const apiBase = 'https://api.stripe.com/v1';
  const testCards = { 4242424242424242: 'pm_card_visa', 4000000000000002: 'pm_card_chargeDeclined' };
  const labels = {
    en: {
      card: 'Card number',
      incomplete: 'Your card number is incomplete.',
      invalid: 'Your card number is invalid.',
    },
    pl: {
      card: 'Numer karty',
      incomplete: 'Numer karty jest niepełny.',
      invalid: 'Numer karty jest nieprawidłowy.',
    },
  };

  function createElement(type, state) {
    const handlers = {};
    let ready = false;
    const emit = (event, payload) => {
      for (const handler of handlers[event] ?? []) handler(payload);
    };
    return {
      mount(domNode) {
        const node = typeof domNode === 'string' ? document.querySelector(domNode) : domNode;
        const text = labels[state.locale] ?? labels.en;
        const id = `fake-stripe-${type}-card`;
        node.innerHTML = `<div data-testid="fake-payment-element"><label for="${id}">${text.card}</label>
          <input id="${id}" name="cardnumber" inputmode="numeric" autocomplete="cc-number"></div>`;
        state.input = node.querySelector('input');
        state.input.addEventListener('input', () =>
          emit('change', { elementType: type, complete: state.input.value.replace(/\s/g, '').length >= 16 }),
        );
        // Like the real iframe, the element is ready a moment after mounting.
        setTimeout(() => {
          ready = true;
          emit('ready', { elementType: type });
        }, 50);
      },
      on(event, handler) {
        handlers[event] = [...(handlers[event] ?? []), handler];
        if (event === 'ready' && ready) setTimeout(() => handler({ elementType: type }), 0);
        return this;
      },
      off(event, handler) {
        handlers[event] = (handlers[event] ?? []).filter((candidate) => candidate !== handler);
        return this;
      },
      update() {},
      focus() {
        state.input?.focus();
      },
      blur() {},
      clear() {
        if (state.input) state.input.value = '';
      },
      unmount() {},
      destroy() {
        state.input = undefined;
      },
      collapse() {},
    };
  }

  const unsupported = (name) => async () => ({
    error: { type: 'invalid_request_error', message: `${name} is not part of the fake Stripe.js` },
  });

  function Stripe(publishableKey) {
    window.__fakeStripe = { publishableKey, confirmations: 0 };
    const form = (fields) => new URLSearchParams({ key: publishableKey, ...fields });
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      // Not used by the product; present because @stripe/react-stripe-js checks for them.
      createToken: unsupported('createToken'),
      createPaymentMethod: unsupported('createPaymentMethod'),
      confirmCardPayment: unsupported('confirmCardPayment'),
      elements(options = {}) {
        const state = { clientSecret: options.clientSecret, locale: options.locale ?? 'en', elements: {} };
        return {
          _state: state,
          create(type) {
            state.elements[type] = createElement(type, state);
            return state.elements[type];
          },
          getElement(type) {
            return state.elements[type] ?? null;
          },
          update() {},
          fetchUpdates: async () => ({}),
          submit: async () => ({}),
        };
      },
      async retrievePaymentIntent(clientSecret) {
        const id = clientSecret.split('_secret_')[0];
        const response = await fetch(
          `${apiBase}/payment_intents/${id}?${form({ client_secret: clientSecret })}`,
        );
        const body = await response.json();
        return response.ok ? { paymentIntent: body } : { error: body.error };
      },
      async confirmPayment({ elements, confirmParams }) {
        const state = elements._state;
        const text = labels[state.locale] ?? labels.en;
        const number = (state.input?.value ?? '').replace(/\s/g, '');
        if (number.length < 16) return { error: { type: 'validation_error', message: text.incomplete } };
        const paymentMethod = testCards[number];
        if (!paymentMethod) return { error: { type: 'validation_error', message: text.invalid } };
        window.__fakeStripe.confirmations += 1;
        const id = state.clientSecret.split('_secret_')[0];
        const response = await fetch(`${apiBase}/payment_intents/${id}/confirm`, {
          method: 'POST',
          body: form({
            client_secret: state.clientSecret,
            payment_method: paymentMethod,
            return_url: confirmParams.return_url,
          }),
        });
        const body = await response.json();
        if (!response.ok) return { error: body.error, paymentIntent: body.error?.payment_intent };
        const target = new URL(confirmParams.return_url);
        target.searchParams.set('payment_intent', body.id);
        target.searchParams.set('payment_intent_client_secret', state.clientSecret);
        target.searchParams.set('redirect_status', body.status === 'succeeded' ? 'succeeded' : 'failed');
        window.location.assign(target.toString());
        // Like Stripe.js: the promise does not settle, the page is leaving.
        return new Promise(() => {});
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
