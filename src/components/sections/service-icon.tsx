import BatteryChargingFullIcon from '@mui/icons-material/BatteryChargingFull';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import TireRepairIcon from '@mui/icons-material/TireRepair';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ServiceIcon as ServiceIconName } from '../../content/services';

const icons = {
  lockout: LockOpenIcon,
  tire: TireRepairIcon,
  battery: BatteryChargingFullIcon,
  fuel: LocalGasStationIcon,
} as const;

export function ServiceIcon({ name, ...props }: { name: ServiceIconName } & SvgIconProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" {...props} />;
}
