import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/download';

/** Downloads everything the platform holds about the user as one JSON file. */
export const exportData = async () => {
  const { blob, fileName } = await apiDownload('/api/user/data-export');
  saveFile(blob, fileName ?? 'gamesouq-data.json');
};

export const useExportData = () => useMutation({ mutationFn: exportData });
