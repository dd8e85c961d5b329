'use client';
// Demo requests are not implemented yet (spec §2): every "Demo Talep Et" button only says so.
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

export function showDemoNotAvailableToast() {
  toast({
    title: 'Bu özellik henüz kullanılamıyor',
    description: 'Demo talebi yakında aktif olacak.',
    duration: 5000,
  });
}

export function DemoRequestButton({ children = 'Demo Talep Et', onClick, variant = 'outline', ...props }: ButtonProps) {
  return (
    <Button
      variant={variant}
      onClick={(event) => {
        onClick?.(event);
        showDemoNotAvailableToast();
      }}
      {...props}
    >
      {children}
    </Button>
  );
}
