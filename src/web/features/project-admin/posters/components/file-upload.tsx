import { useRef, useState } from 'react';
import { Field } from '@web/components/ui/forms/field';

/** A file input and its send button; the choice is kept until it has been sent, then cleared. */
export function FileUpload(props: {
  label: string;
  accept: string;
  multiple?: boolean;
  busy: boolean;
  sendLabel: string;
  send: (files: File[], sent: () => void) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const sent = () => {
    setFiles([]);
    if (input.current) input.current.value = '';
  };
  return (
    <div className="upload-row">
      <div className="upload-file">
        <Field
          ref={input}
          label={props.label}
          type="file"
          accept={props.accept}
          multiple={props.multiple}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        />
      </div>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => props.send(files, sent)}
        disabled={props.busy || files.length === 0}
      >
        {props.sendLabel}
      </button>
    </div>
  );
}
