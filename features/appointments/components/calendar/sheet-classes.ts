// The calendar's sheets (appointment and block detail): the whole screen on a phone, the
// usual centred dialog from 'sm' up. Overrides components/ui/dialog's panel classes.
export const SHEET_CLASSES = [
  'top-0 left-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 content-start rounded-none border-0',
  'pb-[max(1.5rem,env(safe-area-inset-bottom))] max-sm:data-[state=open]:animate-fade-in!',
  'sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-lg',
  'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:border',
].join(' ');
