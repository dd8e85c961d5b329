// 404 for a manage link whose token matches no appointment (spec 1 §2).
import type { Metadata } from 'next';
import { AppointmentNotFound } from '@/features/appointments/components/appointment-not-found';

export const metadata: Metadata = { title: 'Randevu bulunamadı', robots: { index: false, follow: false } };

export default function ManageNotFound() {
  return <AppointmentNotFound />;
}
