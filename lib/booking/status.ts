// Appointment statuses as shown to people (spec 1 §4).
export const STATUS_LABELS: Record<string, string> = {
  scheduled: 'Planlandı',
  confirmed: 'Onaylandı',
  pending: 'Beklemede',
  cancelled: 'İptal Edildi',
  completed: 'Tamamlandı',
};

export type StatusTone = 'info-soft' | 'success-soft' | 'warning-soft' | 'danger-soft' | 'secondary';

export const STATUS_TONES: Record<string, StatusTone> = {
  scheduled: 'info-soft',
  confirmed: 'success-soft',
  pending: 'warning-soft',
  cancelled: 'danger-soft',
  completed: 'secondary',
};
