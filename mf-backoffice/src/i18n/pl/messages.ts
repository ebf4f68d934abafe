import type { Shape } from '../shape';
import type { messages as en } from '../en/messages';

/** The messages sent through the contact form. */
export const messages: Shape<typeof en> = {
  messages: {
    title: 'Wiadomości',
    loading: 'Wczytywanie wiadomości…',
    failed: 'Nie udało się wczytać wiadomości.',
    empty: 'Brak wiadomości.',
    show: 'Pokaż',
    filter: {
      waiting: 'Czekające na odpowiedź',
      handled: 'Załatwione',
      all: 'Wszystkie wiadomości',
    },
    caption: 'Wiadomości z formularza kontaktowego, od najnowszej',
    received: 'Otrzymano',
    from: 'Od',
    message: 'Wiadomość',
    state: 'Stan',
    actions: 'Działania',
    waiting: 'Czeka',
    handledAt: 'Załatwiona {{at}}, {{by}}',
    markHandled: 'Oznacz jako załatwioną',
    markWaiting: 'Oznacz jako niezałatwioną',
    markHandledOf: 'Oznacz jako załatwioną: wiadomość od {{name}}',
    markWaitingOf: 'Oznacz jako niezałatwioną: wiadomość od {{name}}',
    reply: 'Odpowiedz',
    replyTo: 'Odpowiedz e-mailem: {{name}}',
    replySubject: 'Twoja wiadomość do Inercise',
  },
};
