export type OutgoingMessage =
  | { channel: 'email'; to: string; subject: string; text: string }
  | { channel: 'sms'; to: string; text: string };

export type Channel = OutgoingMessage['channel'];
