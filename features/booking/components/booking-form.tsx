'use client';
// The booking form of /randevu/{salonId} (spec 1 §2, §4, §5, §8), sections in the spec's
// order: service, staff, date (week/month), time slots, contact details, confirm.
// State rules: changing the service clears the staff; choosing a staff member sets today and
// the current month, or the first day after it with a free slot when today has none (issue 29);
// slots reload on staff, date or service change. The choices and contact
// fields survive a reload (booking-draft.ts). The server re-checks
// everything; this form only gives early, friendly feedback.
import { startTransition, useEffect, useRef, useState } from 'react';
import { useVisitor } from '@/features/accounts/components/shared/visitor-provider';
import { useRouter } from 'next/navigation';
import { CalendarCheck, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { startOfWeek, yearMonthOf, type YearMonth } from '@/platform/time/calendar';
import { formatPhoneForBooking } from '@/platform/text/phone';
import { addDaysToDate, istanbulClock } from '@/platform/time/istanbul';
import { lastBookableDate } from '@/features/booking/rules/slots';
import { BOOKING_MESSAGES } from '@/features/booking/schema.messages';
import { ContactFields, type ContactValues } from './contact-fields';
import { DatePicker, type CalendarView } from './date-picker';
import { BookingSection } from './booking-section';
import { BookingSummary } from './booking-summary';
import { ServiceStaffFields } from './service-staff-fields';
import { SlotGrid } from './slot-grid';
import { loadBookingSchema, preloadBookingSchema } from './load-booking-schema';
import { submitBooking } from './submit-booking';
import type { BookingFormSalon, BookingFormService, BookingFormStaff } from './types';
import { useSlots } from './use-slots';
import { readBookingDraft, writeBookingDraft } from './booking-draft';

/** spec 1 §9: redirect after booking 2 s. */
const REDIRECT_DELAY_MS = 2000;
/** How many days after today the form looks for the first one with a free slot (issue 29). */
const FIRST_FREE_DAY_SEARCH_DAYS = 14;

export interface BookingFormProps {
  salon: BookingFormSalon;
  services: BookingFormService[];
  staff: BookingFormStaff[];
  /** service id → ids of the staff who give it */
  giversByService: Record<string, string[]>;
  /** Istanbul's date when the page was rendered (the page is cached: the browser's wins). */
  today: string;
}

/** ?service= of the address (the page is cached, so the server never sees it). */
const requestedService = () => new URLSearchParams(window.location.search).get('service') ?? '';
const todayInIstanbul = () => istanbulClock(new Date()).date;

export function BookingForm(props: BookingFormProps) {
  const { salon, services, staff, giversByService } = props;
  const router = useRouter();
  // What only the browser knows: Istanbul's date now (the page is cached) and ?service=. Read
  // once React runs, in an interruptible update: the first render matches the cached HTML, and
  // re-rendering the form with them does not hold the main thread (an external store whose
  // server snapshot differs would force one synchronous re-render right after hydration).
  const [browser, setBrowser] = useState<{ today: string; requested: string } | null>(null);
  const today = browser?.today ?? props.today;
  const requested = browser?.requested ?? '';
  // null = nothing chosen yet: the service asked for in the address, the current week/month.
  const [chosenService, setServiceId] = useState<string | null>(null);
  const serviceId = chosenService ?? (services.some((s) => s.id === requested) ? requested : '');
  const [staffId, setStaffId] = useState('');
  const [date, setDate] = useState<string | null>(null);
  const [view, setView] = useState<CalendarView>('week');
  const [chosenWeek, setWeek] = useState<string | null>(null);
  const [chosenMonth, setMonth] = useState<YearMonth | null>(null);
  const week = chosenWeek ?? startOfWeek(today);
  const month = chosenMonth ?? yearMonthOf(today);
  const [time, setTime] = useState<string | null>(null);
  // What the visitor typed; a signed-in customer's details fill the fields left untouched.
  const [typed, setContact] = useState<Partial<ContactValues>>({});
  useEffect(() => {
    startTransition(() => {
      const now = todayInIstanbul();
      const linked = requestedService();
      setBrowser({ today: now, requested: linked });
      // The tab's draft (a reload mid-booking): what still exists and is not past is taken back;
      // a service named in the link ('Randevu Al' on the salon page) wins over the draft's choices.
      const draft = readBookingDraft(salon.id);
      if (!draft) return;
      setContact(draft.contact);
      if (linked && linked !== draft.serviceId) return;
      const givers = giversByService[draft.serviceId] ?? [];
      if (services.some((s) => s.id === draft.serviceId)) setServiceId(draft.serviceId);
      if (givers.includes(draft.staffId) && draft.date && draft.date >= now) {
        setStaffId(draft.staffId);
        setDate(draft.date);
        setWeek(startOfWeek(draft.date));
        setMonth(yearMonthOf(draft.date));
        setTime(draft.time);
      }
    });
  }, [salon.id, services, giversByService]);
  const { state: visitor } = useVisitor();
  const prefill = visitor.status === 'signed-in' ? visitor.customer : null;
  const contact: ContactValues = {
    name: typed.name ?? (prefill ? `${prefill.firstName} ${prefill.lastName}`.trim() : ''),
    phone: typed.phone ?? (prefill ? formatPhoneForBooking(prefill.phone) : ''),
    email: typed.email ?? prefill?.email ?? '',
    notes: typed.notes ?? '',
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<'editing' | 'submitting' | 'done'>('editing');
  // The draft follows every choice once the form runs; a finished booking leaves none behind.
  useEffect(() => {
    if (browser === null) return;
    writeBookingDraft(salon.id, phase === 'done' ? null : { serviceId, staffId, date, time, contact: typed });
  }, [browser, salon.id, phase, serviceId, staffId, date, time, typed]);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { state: slots, reload } = useSlots(salon.id, staffId, date, serviceId);
  // false in the server HTML, true once React runs: until then the form stays disabled, so a
  // choice made before hydration is never lost and a click can never submit the form natively
  // (which would put the visitor's name and phone into the URL).
  const hydrated = browser !== null;

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // …and when that day has no free slot (late in the day, a closed day), the form moves on day
  // by day to the first one that has (issue 29: it opened on a grid of '(geçti)'), while the
  // visitor has not picked a day. Nothing within the search: back on today, as the spec has it.
  // `seeking` counts the days moved; adjusted while rendering, as each day's slots arrive.
  const [seeking, setSeeking] = useState<number | null>(null);
  const showDate = (d: string) => { setDate(d); setWeek(startOfWeek(d)); setMonth(yearMonthOf(d)); };
  if (seeking !== null && date && slots.status === 'ready') {
    const next = addDaysToDate(date, 1);
    if (slots.slots.some((slot) => slot.available)) {
      setSeeking(null);
    } else if (seeking < FIRST_FREE_DAY_SEARCH_DAYS && next <= lastBookableDate(today)) {
      showDate(next);
      setSeeking(seeking + 1);
    } else {
      if (date !== today) showDate(today);
      setSeeking(null);
    }
  }

  const service = services.find((s) => s.id === serviceId) ?? null;
  const member = staff.find((s) => s.id === staffId) ?? null;
  // The chosen time is only meaningful while it is still offered on the current grid.
  const chosenTime = slots.status === 'ready' && slots.slots.some((s) => s.time === time && s.available) ? time : null;

  const clearError = (...keys: string[]) => setErrors((e) => {
    const next = { ...e };
    for (const k of keys) delete next[k];
    return next;
  });

  const chooseService = (id: string) => {
    setServiceId(id);
    setStaffId(''); // spec §4: changing the service clears the staff
    setTime(null);
    clearError('serviceId', 'staffId');
  };
  const chooseStaff = (id: string) => {
    setStaffId(id);
    // spec §4: choosing a staff member sets the date to today and the calendar to this month…
    showDate(today);
    setSeeking(0);
    setTime(null);
    clearError('staffId', 'date', 'startTime');
  };
  const chooseDate = (d: string) => { setDate(d); setSeeking(null); setTime(null); clearError('date', 'startTime'); };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (phase !== 'editing') return;
    if (!serviceId || !staffId || !date || !chosenTime || !contact.name.trim() || !contact.phone) {
      setErrors({
        ...(!serviceId && { serviceId: BOOKING_MESSAGES.service }),
        ...(!staffId && { staffId: BOOKING_MESSAGES.staff }),
        ...(!chosenTime && { startTime: BOOKING_MESSAGES.time }),
        ...(!contact.name.trim() && { customerName: BOOKING_MESSAGES.name }),
        ...(!contact.phone && { customerPhone: BOOKING_MESSAGES.phone }),
      });
      toast({ title: BOOKING_MESSAGES.missingTitle, description: BOOKING_MESSAGES.missing, variant: 'destructive' });
      return;
    }
    const payload = {
      salonId: salon.id, customerId: null, customerName: contact.name.trim(), customerPhone: contact.phone,
      customerEmail: contact.email.trim(), staffId, serviceId, date, startTime: chosenTime,
      // Informational only: the server recomputes both from the service.
      endTime: '', totalAmount: service?.price ?? 0, notes: contact.notes.trim(),
    };
    // Locked from here on (the button too), so a second click cannot send a second booking
    // while the schema loads.
    setPhase('submitting');
    // Early feedback only: if the schema cannot be fetched, the server's check still answers.
    const schema = await loadBookingSchema().catch(() => null);
    const parsed = schema?.safeParse(payload);
    if (parsed && !parsed.success) {
      setPhase('editing');
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      setErrors(fieldErrors);
      toast({ title: 'Hata', description: Object.values(fieldErrors)[0], variant: 'destructive' });
      return;
    }

    const outcome = await submitBooking(payload);
    if (outcome.kind === 'created') {
      setPhase('done');
      toast({ title: 'Randevu Oluşturuldu!', description: 'Randevunuz başarıyla kaydedildi. Salona bildirim gönderildi.' });
      redirectTimer.current = setTimeout(() => router.push(outcome.confirmationUrl), REDIRECT_DELAY_MS);
      return;
    }
    setPhase('editing');
    if (outcome.kind === 'taken') {
      setTime(null);
      setErrors({ startTime: outcome.message });
      reload(); // show what is really free now
      toast({ title: 'Saat Dolu', description: outcome.message, variant: 'destructive' });
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.fieldErrors);
      if (outcome.fieldErrors.startTime || outcome.fieldErrors.date) reload();
      toast({ title: 'Hata', description: outcome.message, variant: 'destructive' });
    } else {
      toast({ title: 'Hata', description: outcome.message, variant: 'destructive' });
    }
  }

  const locked = phase !== 'editing';
  return (
    <form onSubmit={onSubmit} onFocus={preloadBookingSchema} noValidate aria-busy={phase === 'submitting'}>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-6">
        <ServiceStaffFields
          services={services} staff={staff} giversByService={giversByService}
          serviceId={serviceId} staffId={staffId} onServiceChange={chooseService} onStaffChange={chooseStaff}
          errors={errors} disabled={locked}
        />

        <BookingSection step={3} title="Tarih Seçin" id="booking-date" error={errors.date} busy={seeking !== null}>
          <DatePicker
            today={today} value={date} onChange={chooseDate} view={view} onViewChange={setView}
            week={week} onWeekChange={setWeek} month={month} onMonthChange={setMonth}
          />
        </BookingSection>

        <BookingSection step={4} title="Saat Seçin" id="booking-time" error={errors.startTime}>
          <SlotGrid
            state={slots} value={chosenTime}
            onChange={(t) => { setTime(t); clearError('startTime'); }}
            idleHint={!serviceId ? 'Önce bir hizmet seçin.' : !staffId ? 'Saatleri görmek için bir personel seçin.' : 'Saatleri görmek için bir tarih seçin.'}
          />
        </BookingSection>

        <BookingSection step={5} title="İletişim Bilgileri" id="booking-contact">
          <ContactFields values={contact} onChange={(patch) => {
            setContact((c) => ({ ...c, ...patch }));
            clearError(...Object.keys(patch).map((k) => ({ name: 'customerName', phone: 'customerPhone', email: 'customerEmail', notes: 'notes' })[k] ?? k));
          }} errors={errors} disabled={locked} />
        </BookingSection>

        <BookingSummary salonName={salon.name} service={service} staffName={member?.name ?? null} date={date} time={chosenTime}
          durationMinutes={slots.status === 'ready' ? slots.durationMinutes : null} />

        <Button type="submit" variant="brand" size="lg" className="w-full" disabled={locked}>
          {phase === 'submitting' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CalendarCheck aria-hidden="true" />}
          {phase === 'submitting' ? 'Randevu oluşturuluyor...' : phase === 'done' ? 'Randevu oluşturuldu' : 'Randevuyu Onayla'}
        </Button>
      </fieldset>
    </form>
  );
}
