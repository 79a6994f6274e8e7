/** Support tickets opened per week and channel over one quarter. */
export const weeks = Array.from({ length: 13 }, (_, index) => `W${index + 14}`);

export const channels = [
  {
    id: 'email',
    label: 'Email',
    data: [412, 398, 430, 455, 441, 468, 502, 489, 476, 463, 451, 440, 428],
  },
  {
    id: 'chat',
    label: 'Live chat',
    data: [288, 301, 322, 340, 362, 371, 395, 418, 433, 452, 467, 481, 503],
  },
  {
    id: 'phone',
    label: 'Phone',
    data: [196, 188, 181, 177, 169, 172, 164, 158, 151, 149, 143, 139, 132],
  },
];
